import type { OutboxEntry } from './outbox-entry.ts';

// Which event a queued write belongs to, for "On this phone" (pending writes per saved event).
// Entries carry no event of their own: their payloads are the procedures' inputs, and every op
// but a connection note names its event there (a connection scanned outside an event: null).
// Entries come from IndexedDB, so the payload is read, not trusted.

export function entryEventId(entry: Pick<OutboxEntry, 'payload'>): string | null {
  const eventId = (entry.payload as { eventId?: unknown } | null)?.eventId;
  return typeof eventId === 'string' && eventId.length > 0 ? eventId : null;
}

export interface UnsyncedCounts {
  /** Every pending or refused write of the account. */
  total: number;
  /** The same per event; writes tied to no event count only in the total. */
  byEvent: Map<string, number>;
}

/** Counts an account's unsent writes (pending and refused) in all and per event. */
export function countUnsyncedEntries(entries: readonly OutboxEntry[], accountId: string): UnsyncedCounts {
  const byEvent = new Map<string, number>();
  let total = 0;
  for (const entry of entries) {
    if (entry.accountId !== accountId) continue;
    total += 1;
    const eventId = entryEventId(entry);
    if (eventId !== null) byEvent.set(eventId, (byEvent.get(eventId) ?? 0) + 1);
  }
  return { total, byEvent };
}
