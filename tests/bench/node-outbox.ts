// The app's real outbox in Node for the benches: an IndexedDB store (fake-indexeddb, imported by
// the bench before this), queued entries exactly as the page stores them, and the drain with a
// real tRPC client over HTTP that counts its requests. outbox-replay.ts (door check-ins) and
// game-scan-replay.ts (activities, bingo) drive it; the URL is asked for on every request so a
// server restarted on another port is reached again.
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from '#client/lib/trpc.ts';
import { drainOutbox, type DrainDeps } from '#client/offline/drain-outbox.ts';
import { outboxEntrySchema, type OutboxEntry, type OutboxOpName } from '#client/offline/outbox-entry.ts';
import { newEntryId, newIdempotencyKey } from '#client/offline/outbox-ids.ts';
import { createProcessLock } from '#client/offline/outbox-lock.ts';
import { outboxOps } from '#client/outbox-registry.ts';
import { createIdbOutboxStore, type OutboxStore } from '#client/offline/outbox-store.ts';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';

let stores = 0;

/** Counted over every phone made with one counter: the requests the drains sent, the results by outcome. */
export interface ReplayCounter {
  requests: number;
  accepted: number;
  duplicate: number;
  rejected: number;
}

export const newReplayCounter = (): ReplayCounter => ({ requests: 0, accepted: 0, duplicate: 0, rejected: 0 });

export interface NodePhone {
  store: OutboxStore;
  deps: DrainDeps;
  /** Queues one write as the page's enqueue stores it; `payload` carries the idempotency key. */
  queue(op: OutboxOpName, payload: { idempotencyKey: string } & Record<string, unknown>, summary: string, at: number): Promise<void>;
  /** Drains until the queue is empty or `maxDrains` runs (a failed entry stays, and counts as left). */
  drainUntilEmpty(maxDrains?: number): Promise<void>;
  /** Entries still waiting to be sent (refused ones stay stored for the person to read: not counted). */
  left(): Promise<number>;
}

/** One phone: its own outbox store and tRPC client, signed in as `accountId` with `token`. */
export function createNodePhone(options: { baseUrl: () => string; token: string; accountId: string; counter: ReplayCounter }): NodePhone {
  const { counter } = options;
  const store = createIdbOutboxStore(`bench-phone-${++stores}-${Date.now()}`);
  const countingFetch: typeof fetch = (input, init) => {
    counter.requests += 1;
    // The client was made for one URL; a restarted server listens on another port.
    const url = String(input instanceof Request ? input.url : input).replace(/^http:\/\/[^/]+/, options.baseUrl());
    return fetch(url, init);
  };
  const client = createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: `${options.baseUrl()}/api/trpc`, maxURLLength: 2048, fetch: countingFetch, headers: () => ({ [accountTokenHeaderName]: options.token }) })],
  });
  const deps: DrainDeps = {
    store,
    client: () => client,
    lock: createProcessLock(),
    now: () => Date.now(),
    random: Math.random,
    accountId: () => options.accountId,
    ops: outboxOps,
    onResults: (_op, results) => {
      for (const result of results) counter[result.outcome] += 1;
    },
  };
  return {
    store,
    deps,
    async queue(op, payload, summary, at) {
      const entry: OutboxEntry = outboxEntrySchema.parse({
        id: newEntryId(at),
        op,
        payload,
        idempotencyKey: payload.idempotencyKey,
        accountId: options.accountId,
        summary,
        createdAt: at,
        attempts: 0,
        nextAttemptAt: at,
        lastError: null,
        state: 'pending',
        version: 1,
      } satisfies OutboxEntry);
      await store.add(entry);
    },
    async drainUntilEmpty(maxDrains = 40) {
      for (let drains = 0; drains < maxDrains; drains++) {
        const { entries } = await store.read();
        const pending = entries.filter((entry) => entry.state === 'pending');
        if (pending.length === 0) return;
        const summary = await drainOutbox(deps);
        // Backing off after a failure: wait for the head's next attempt, as the page's timer does.
        if (summary.nextAttemptAt !== null) await new Promise((resolve) => setTimeout(resolve, Math.max(0, summary.nextAttemptAt! - Date.now())));
      }
    },
    async left() {
      return (await store.read()).entries.filter((entry) => entry.state === 'pending').length;
    },
  };
}

export { newIdempotencyKey };
