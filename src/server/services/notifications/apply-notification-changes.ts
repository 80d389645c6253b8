import type { NotificationsStreamPayload } from '#shared/contracts/notification.ts';
import type { NotificationChanges } from './notification-feed.ts';

/**
 * The first page after some changes, computed from the page a stream already sent instead of
 * read again. Applying the same change twice changes nothing, so a change that raced the
 * stream's first read (and is already in it) is neither shown twice nor counted twice.
 */
export function applyNotificationChanges(list: NotificationsStreamPayload, changes: NotificationChanges): NotificationsStreamPayload {
  const changed = new Map([...changes.created, ...changes.updated].map((item) => [item.id, item]));
  const known = new Set(list.items.map((item) => item.id));
  const items = list.items.map((item) => changed.get(item.id) ?? item);
  // New ones are newer than anything on the page: they go on top, in the order they were read.
  const added = changes.created.filter((item) => !known.has(item.id));
  return {
    items: [...added, ...items].slice(0, list.page.limit),
    total: list.total + added.length,
    page: list.page,
  };
}
