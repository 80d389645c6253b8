import type { OutboxOutcome } from '#shared/contracts/outbox.ts';
import type { TrpcClient } from '#client/lib/trpc.ts';
import type { OutboxOpName } from './outbox-entry.ts';

// What an op is to the outbox: how many entries fit in one request and how a batch is sent. Each
// feature writes its own ops beside its code (features/<feature>/*-outbox-ops.ts); the registry
// at the top of the client (src/client/outbox-registry.ts) puts them together, and main.tsx hands
// it to the outbox at start. So offline/ knows no feature, and no feature imports another.
;

export interface OutboxSendItem {
  idempotencyKey: string;
  payload: unknown;
}

export interface OutboxItemResult {
  idempotencyKey: string;
  outcome: OutboxOutcome;
  /** Plain words: "Not registered for this event", "Already checked in at 09:12 by Gate B". */
  message: string;
  /** The op's own answer for this item (a duplicate's standing check-in, the connection made). */
  detail?: unknown;
}

export interface OutboxOp {
  maxBatch: number;
  /**
   * Its entries depend on no other write and no other write on them (album photos): while the
   * first of them waits for its next try, they step out of the queue and hold back nothing behind
   * them. Otherwise an entry that waits holds back every entry queued after it.
   */
  ownLine?: boolean;
  /** Sends one request; throws what the tRPC client throws (the drain classifies it by code). */
  send(items: OutboxSendItem[], client: TrpcClient): Promise<OutboxItemResult[]>;
}

/** Every op by name: the registry, src/client/outbox-registry.ts. */
export type OutboxOps = Record<OutboxOpName, OutboxOp>;

/**
 * The payloads of a batch as the procedure's input items. They were checked when the feature
 * queued them, and the server checks them again: a bad one is refused (BAD_REQUEST) and the drain
 * narrows it down to that entry.
 */
export const payloadsOf = <T>(items: OutboxSendItem[]): T[] => items.map((item) => item.payload as T);

// The page's registry arrives at start (main.tsx), as a loader: the ops and what they import
// (the album's upload, every feature's result words) load with the outbox's first drain, not
// with the page.
let registry: (() => Promise<OutboxOps>) | null = null;

export function provideOutboxOps(load: () => Promise<OutboxOps>): void {
  registry = load;
}

/** The registry handed in at start; rejects when none was (a drain then retries later). */
export function loadOutboxOps(): Promise<OutboxOps> {
  return registry ? registry() : Promise.reject(new Error('No outbox ops were provided: main.tsx hands the registry in at start.'));
}
