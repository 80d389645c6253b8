import { Outlet } from '@tanstack/react-router';
import { SiteHeader } from '../header/site-header.tsx';
import { SiteFooter } from '../footer/site-footer.tsx';
import { LoadingBar } from '../loading-bar/loading-bar.tsx';
import { EventMenu } from '../event-menu/event-menu.tsx';
import { NotificationsPanel } from '../notifications/notifications-panel.tsx';
import { useNotificationStream } from '../notifications/use-notification-stream.ts';
import { AlertsPanel } from '../feedback/alerts-panel.tsx';
import { UpdatePrompt } from '../pwa/update-prompt.tsx';
import { SkipLink } from './skip-link.tsx';
import { useForcedColorMode } from './use-forced-color-mode.ts';

/** Spec §2 root shell: loading bar, header, the page in its layout, footer, overlays, alerts. */
export function AppShell() {
  useNotificationStream();
  useForcedColorMode();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <LoadingBar />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <EventMenu />
      <NotificationsPanel />
      <UpdatePrompt />
      <AlertsPanel />
    </div>
  );
}
