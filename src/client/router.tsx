import { createRouter } from '@tanstack/react-router';
import { routeTree } from './route-tree.gen.ts';
import { createQueryClient } from './lib/query-client.ts';
import { createTrpc } from './lib/trpc.ts';
import { offlineGcTimeMs } from './lib/persister.ts';
import { signOutLocally } from './lib/session-actions.ts';
import { isSignedIn } from './stores/session-store.ts';
import { showAlert } from './stores/alerts-store.ts';
import { NotFoundScreen } from './components/feedback/not-found-screen.tsx';
import { ErrorScreen } from './components/feedback/error-screen.tsx';
import type { ColorPreference } from './stores/color-mode-store.ts';

export const queryClient = createQueryClient({
  // The server no longer knows this session (expired or revoked elsewhere): sign out here
  // too, and let the route guards send the visitor to sign in.
  onUnauthorized: () => {
    if (!isSignedIn()) return;
    void signOutLocally(queryClient).then(() => {
      showAlert({ kind: 'warning', title: 'Your session has ended', description: 'Please sign in again.' });
      return router.invalidate();
    });
  },
});
export const trpc = createTrpc(queryClient);

// Event data must outlive the persister's maxAge, or a restored cache would be collected
// five minutes after the page stops using it and be missing on the next offline visit.
queryClient.setQueryDefaults(trpc.event.pathKey(), { gcTime: offlineGcTimeMs });

export const router = createRouter({
  routeTree,
  context: { queryClient, trpc },
  defaultPreload: 'intent',
  // Loaders only warm the query cache; TanStack Query decides what is fresh.
  defaultPreloadStaleTime: 0,
  defaultPendingMs: 300,
  scrollRestoration: true,
  defaultNotFoundComponent: NotFoundScreen,
  defaultErrorComponent: ErrorScreen,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /** Forces a colour mode while the route is shown ('system' is refused, spec §4). */
    colorMode?: ColorPreference;
  }
}
