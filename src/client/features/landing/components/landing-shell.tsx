import { SkipLink } from '#client/components/layouts/skip-link.tsx';
import { UpdatePrompt } from '#client/components/pwa/update-prompt.tsx';
import { OfflineReadyNews } from '#client/components/pwa/offline-ready-news.tsx';
import { AlertsPanel } from '#client/components/feedback/alerts-panel.tsx';
import { LandingHeader } from './landing-header.tsx';
import { LandingFooter } from './landing-footer.tsx';
import { LandingPage } from './landing-page.tsx';

/**
 * The landing page in the app's signed-out shell (components/layouts/app-shell.tsx), without the
 * router or the query client: what the build renders to HTML for / and what landing-main.tsx
 * hydrates. The loading bar is left out: nothing here loads a next page in place.
 */
export function LandingShell() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <LandingHeader />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <LandingPage />
      </main>
      <LandingFooter />
      <UpdatePrompt />
      <OfflineReadyNews />
      <AlertsPanel />
    </div>
  );
}
