import { discardEntry, enqueue, getOutbox, subscribeOutboxResults, type OutboxResult } from '#client/offline/outbox.ts';

// The door's only contact with the outbox (src/client/offline): queue a scan or an undo, take
// back one still waiting, and hear how the server answered. Behind this small interface so
// tests can watch what is queued without a drain loop.

export type CheckInOp = 'checkIn.record' | 'checkIn.undo';

export interface CheckInQueue {
  enqueue(op: CheckInOp, payload: unknown, options: { summary: string; accountId: string; idempotencyKey: string }): Promise<{ id: string }>;
  subscribe(op: CheckInOp, listener: (results: OutboxResult[]) => void): () => void;
  /** Whether the entry is still on this device (not yet accepted by the server). */
  isQueued(entryId: string): boolean;
  discard(entryId: string): Promise<void>;
}

const outbox: CheckInQueue = {
  enqueue,
  subscribe: subscribeOutboxResults,
  isQueued: (entryId) => getOutbox().getSnapshot().entries.some((entry) => entry.id === entryId),
  discard: discardEntry,
};

let override: CheckInQueue | null = null;

/** Tests put a fake queue here; null goes back to the real outbox. */
export function setCheckInQueue(queue: CheckInQueue | null): void {
  override = queue;
}

export function checkInQueue(): CheckInQueue {
  return override ?? outbox;
}
