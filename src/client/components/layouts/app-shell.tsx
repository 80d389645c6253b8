import { Suspense } from 'react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useSessionStore } from '#client/stores/session-store.ts';
import { SiteHeader } from '../header/site-header.tsx';
import { SiteFooter } from '../footer/site-footer.tsx';
import { LoadingBar } from '../loading-bar/loading-bar.tsx';
import { AlertsPanel } from '../feedback/alerts-panel.tsx';
import { UpdatePrompt } from '../pwa/update-prompt.tsx';
import { OfflineReadyNews } from '../pwa/offline-ready-news.tsx';
import { SkipLink } from './skip-link.tsx';
import { OfflinePreviewBanner } from '../offline-preview/offline-preview-banner.tsx';
import { SignedInOverlays } from './signed-in-chrome.ts';
import { useForcedColorMode } from './use-forced-color-mode.ts';
import { useRouteTitle } from '#client/lib/route-title.ts';

/** The root shell: loading bar, header, the page in its layout, footer, overlays, alerts. */
export function AppShell() {
  useForcedColorMode();
  useRouteTitle();
  const signedIn = useSessionStore((s) => s.authenticated);
  // A route may ask to be shown bare (staticData.chrome false): the schedule embed in an iframe.
  const bare = useRouterState({ select: (s) => s.matches.some((match) => match.staticData.chrome === false) });
  if (bare) {
    return (
      <main id="main" className="min-h-dvh">
        <Outlet />
      </main>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <LoadingBar />
      <OfflinePreviewBanner />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      {signedIn ? (
        <Suspense fallback={null}>
          <SignedInOverlays />
        </Suspense>
      ) : null}
      <UpdatePrompt />
      <OfflineReadyNews />
      <AlertsPanel />
    </div>
  );
}
