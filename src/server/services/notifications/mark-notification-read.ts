import { and, eq } from 'drizzle-orm';
import type { AppNotification } from '#shared/contracts/notification.ts';
import { notifications } from '../../db/schema/notifications.ts';
import type { ServerDeps } from '../../deps.ts';
import { findOwnNotification } from './list-notifications.ts';

/**
 * Marks the account's own notification read; null when it is not theirs (or does not exist).
 * Idempotent: a second call changes nothing and announces nothing.
 */
export async function markNotificationRead(
  { db, clock, bus }: Pick<ServerDeps, 'db' | 'clock' | 'bus'>,
  accountId: string,
  id: string,
): Promise<AppNotification | null> {
  const updated = await db
    .update(notifications)
    .set({ read: true, updatedAt: clock.now() })
    .where(and(eq(notifications.id, id), eq(notifications.accountId, accountId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  if (updated.length > 0) await bus.publish({ type: 'updated', accountId, notificationId: id });
  return findOwnNotification(db, accountId, id);
}
