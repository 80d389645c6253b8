import type { AppNotification } from '#shared/contracts/notification.ts';
import { createdAtToMillis } from '#shared/rules/created-at.ts';

// deliveredAt is dropped on merge; updatedAt and timestamp find the latest update.
export type StoredNotification = Omit<AppNotification, 'deliveredAt'>;

function withoutDelivery({ deliveredAt: _deliveredAt, ...rest }: AppNotification): StoredNotification {
  return rest;
}

function newestFirst(a: StoredNotification, b: StoredNotification): number {
  return createdAtToMillis(b.createdAt) - createdAtToMillis(a.createdAt);
}

export function replaceAll(items: AppNotification[]): StoredNotification[] {
  return items.map(withoutDelivery).sort(newestFirst);
}

/** Merges one updated notification into the list (replacing by id, or adding it). */
export function mergeOne(items: StoredNotification[], incoming: AppNotification): StoredNotification[] {
  const next = withoutDelivery(incoming);
  const index = items.findIndex((item) => item.id === next.id);
  if (index === -1) return [next, ...items].sort(newestFirst);
  return items.map((item, i) => (i === index ? { ...item, ...next } : item));
}

export function markReadIn(items: StoredNotification[], id: string): StoredNotification[] {
  return items.map((item) => (item.id === id ? { ...item, read: true } : item));
}

export function latestUpdate(items: StoredNotification[]): number | null {
  let latest: number | null = null;
  for (const item of items) {
    const value = Math.max(item.updatedAt, item.timestamp);
    if (latest === null || value > latest) latest = value;
  }
  return latest;
}
