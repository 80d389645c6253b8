import type { AppNotification } from '#shared/contracts/notification.ts';
import type { NotificationRow } from '../../db/schema/notifications.ts';
import { toUnixSeconds } from '../clock.ts';

/** Unix seconds on the wire; `timestamp` mirrors updatedAt, the moment of the latest change. */
export function toNotificationDto(row: NotificationRow): AppNotification {
  const updatedAt = toUnixSeconds(row.updatedAt);
  return {
    id: row.id,
    read: row.read,
    archive: row.archive,
    createdAt: toUnixSeconds(row.createdAt),
    updatedAt,
    timestamp: updatedAt,
    deliveredAt: row.deliveredAt ? toUnixSeconds(row.deliveredAt) : null,
    topicName: row.topicName,
    payload: row.payload ?? null,
  };
}
