import { useEffect } from 'react';
import { EventMenu } from '../event-menu/event-menu.tsx';
import { NotificationsPanel } from '../notifications/notifications-panel.tsx';
import { useNotificationStream } from '../notifications/use-notification-stream.ts';

// The outbox (offline writes; src/client/README.md, "Outbox") is a chunk of its own, imported from here rather
// than from signed-in-chrome.ts so the landing page's entry does not even carry its file list.
// It starts once and then follows the session by itself (offline/outbox.ts).
const startOutbox = () =>
  void import('../../offline/outbox.ts')
    .then((outbox) => outbox.startOutbox())
    .catch((error: unknown) => console.error('Could not start the outbox', error));

/** What only a signed-in account has on every page: the notification stream and its panel, the event menu. */
export function SignedInOverlays() {
  useNotificationStream();
  useEffect(startOutbox, []);
  return (
    <>
      <EventMenu />
      <NotificationsPanel />
    </>
  );
}
