import { createRouter } from '@tanstack/react-router';
import { routeTree } from './route-tree.gen.ts';
import { createQueryClient } from './lib/query-client.ts';
import { applyOfflineQueryDefaults } from './lib/queries/offline-query-defaults.ts';
import { isSignedIn } from './stores/session-store.ts';
import { showAlert } from './stores/alerts-store.ts';
import { NotFoundScreen } from './components/feedback/not-found-screen.tsx';
import { ErrorScreen } from './components/feedback/error-screen.tsx';
import type { ColorPreference } from './stores/color-mode-store.ts';
import type { RoutePageTitle } from './lib/route-title.ts';

export const queryClient = createQueryClient({
  // The server no longer knows this session (expired or revoked elsewhere): sign out here
  // too, and let the route guards send the visitor to sign in.
  onUnauthorized: () => {
    if (!isSignedIn()) return;
    void import('./lib/session-actions.ts')
      .then(({ signOutLocally }) => signOutLocally(queryClient))
      .then(() => {
        showAlert({ kind: 'warning', title: 'Your session has ended', description: 'Please sign in again.' });
        return router.invalidate();
      });
  },
});

// Event data, my QR code, the code-signing key and my connections must outlive the persister's
// maxAge, or a restored cache would be collected five minutes after the page stops using it and
// be missing on the next offline visit. Set before the restore (hydration applies these defaults).
applyOfflineQueryDefaults(queryClient);

export const router = createRouter({
  routeTree,
  // tRPC joins the context in the beforeLoad of the routes that use it (lib/router-context.ts).
  context: { queryClient },
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
    /** Forces a colour mode while the route is shown (light or dark: 'system' is a preference, not a mode to force). */
    colorMode?: ColorPreference;
    /** false: the page is shown bare, without header, footer or menus (the schedule embed). */
    chrome?: boolean;
    /** The page's name in '{page} | {brand}'; every page route has one (tests/client/lib/route-titles.test.ts). */
    pageTitle?: RoutePageTitle;
  }
}
