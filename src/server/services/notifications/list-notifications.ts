import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { AppNotification, NotificationsStreamPayload } from '#shared/contracts/notification.ts';
import { notifications } from '../../db/schema/notifications.ts';
import type { Db } from '../../db/client.ts';
import { toNotificationDto } from './notification-dto.ts';

export interface Page {
  limit: number;
  offset: number;
}

/** Newest first; the same payload feeds `notification.list` and the stream's `notifications` event. */
export async function listNotifications(db: Db, accountId: string, page: Page): Promise<NotificationsStreamPayload> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, accountId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(notifications).where(eq(notifications.accountId, accountId)),
  ]);
  return { items: rows.map(toNotificationDto), total: totals[0]?.total ?? 0, page };
}

/** One notification, only when it belongs to the account (anything else reads as absent). */
export async function findOwnNotification(db: Db, accountId: string, id: string): Promise<AppNotification | null> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.accountId, accountId)))
    .limit(1);
  return row ? toNotificationDto(row) : null;
}

/**
 * Several of the account's notifications by id, newest first (ids of others read as absent).
 * The live streams of one account share one call per burst of changes.
 */
export async function findOwnNotifications(db: Db, accountId: string, ids: string[]): Promise<AppNotification[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), inArray(notifications.id, ids)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  return rows.map(toNotificationDto);
}
