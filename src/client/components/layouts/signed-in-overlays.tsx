import { EventMenu } from '../event-menu/event-menu.tsx';
import { NotificationsPanel } from '../notifications/notifications-panel.tsx';
import { useNotificationStream } from '../notifications/use-notification-stream.ts';

/** What only a signed-in account has on every page: the notification stream and its panel, the event menu. */
export function SignedInOverlays() {
  useNotificationStream();
  return (
    <>
      <EventMenu />
      <NotificationsPanel />
    </>
  );
}
