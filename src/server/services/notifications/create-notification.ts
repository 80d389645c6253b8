import type { NotificationPayload } from '#shared/contracts/notification.ts';
import { notifications } from '../../db/schema/notifications.ts';
import type { ServerDeps } from '../../deps.ts';

export interface NewNotification {
  accountId: string;
  topicName: string;
  payload: NotificationPayload;
}

/** Stores a notification and tells every instance, so open streams show it at once. */
export async function createNotification(
  { db, clock, bus }: Pick<ServerDeps, 'db' | 'clock' | 'bus'>,
  { accountId, topicName, payload }: NewNotification,
): Promise<string> {
  const now = clock.now();
  const [row] = await db
    .insert(notifications)
    .values({ accountId, topicName, payload, createdAt: now, updatedAt: now })
    .returning({ id: notifications.id });
  if (!row) throw new Error('Notification insert returned no row');
  await bus.publish({ type: 'created', accountId, notificationId: row.id });
  return row.id;
}
