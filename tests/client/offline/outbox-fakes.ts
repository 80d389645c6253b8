import { vi } from 'vitest';
import type { TrpcClient } from '#client/lib/trpc.ts';
import { createOutbox, type OutboxDeps } from '#client/offline/create-outbox.ts';
import type { OutboxChannel, OutboxMessage } from '#client/offline/outbox-channel.ts';
import { createWebLock, type LockManagerLike } from '#client/offline/outbox-lock.ts';
import { createIdbOutboxStore, type OutboxStore } from '#client/offline/outbox-store.ts';
import { outboxOps } from '#client/outbox-registry.ts';

// Fakes for the outbox tests: a server that dedupes by idempotency key, a Web Locks manager and
// a BroadcastChannel hub that several "tabs" of one test share, and a fresh IndexedDB per test.

export const staff = '5eed0000-0000-4000-8000-0000000000b1';
export const otherAccount = '5eed0000-0000-4000-8000-0000000000b2';
export const eventId = '5eed0000-0000-4000-8000-000000000001';

let dbCount = 0;
export const freshStore = (): { store: OutboxStore; dbName: string } => {
  const dbName = `outbox-test-${++dbCount}-${Math.random()}`;
  return { store: createIdbOutboxStore(dbName), dbName };
};

export const trpcError = (code: string, message = code) => Object.assign(new Error(message), { data: { code } });

type Item = { idempotencyKey: string };
type Call = { path: string; keys: string[] };

/** A fake server: answers accepted once per key, duplicate after; `fail` lets a test throw instead. */
export function fakeServer() {
  const seen = new Set<string>();
  const calls: Call[] = [];
  let fail: ((path: string, keys: string[]) => unknown) | null = null;
  const answer = (key: string, rejectKeys: Set<string>) => {
    if (rejectKeys.has(key)) return 'rejected' as const;
    const outcome = seen.has(key) ? ('duplicate' as const) : ('accepted' as const);
    seen.add(key);
    return outcome;
  };
  const rejectKeys = new Set<string>();
  const batch = (path: string) =>
    vi.fn(async ({ scans }: { scans: Item[] }) => {
      const keys = scans.map((scan) => scan.idempotencyKey);
      calls.push({ path, keys });
      const error = fail?.(path, keys);
      if (error) throw error;
      return {
        results: keys.map((key) => {
          const outcome = answer(key, rejectKeys);
          return {
            idempotencyKey: key,
            outcome,
            reason: outcome === 'rejected' ? 'not-registered' : null,
            person: { accountId: staff, firstName: 'Ada', lastName: 'Lovelace' },
            standing: outcome === 'duplicate' ? { at: new Date(2026, 10, 22, 9, 12).getTime(), deviceLabel: 'Gate B' } : null,
            connection: null,
          };
        }),
      };
    });
  const single = (path: string) =>
    vi.fn(async (input: Item) => {
      calls.push({ path, keys: [input.idempotencyKey] });
      const error = fail?.(path, [input.idempotencyKey]);
      if (error) throw error;
      return { outcome: answer(input.idempotencyKey, rejectKeys) };
    });
  const client = {
    checkIn: { record: { mutate: batch('checkIn.record') }, undo: { mutate: single('checkIn.undo') } },
    connection: { create: { mutate: batch('connection.create') }, setNote: { mutate: single('connection.note') } },
  };
  return {
    client: client as unknown as TrpcClient,
    calls,
    seen,
    rejectKeys,
    failWith(next: ((path: string, keys: string[]) => unknown) | null) {
      fail = next;
    },
  };
}

/** Web Locks with ifAvailable, shared by the "tabs" of one test. */
export function fakeLockManager(): LockManagerLike {
  const held = new Set<string>();
  return {
    async request(name, _options, callback) {
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
  };
}

/** A BroadcastChannel stand-in: a message reaches every other channel of the hub, later. */
export function fakeChannelHub() {
  const channels = new Set<{ deliver: (message: OutboxMessage) => void }>();
  return {
    channel(): OutboxChannel {
      const listeners = new Set<(message: OutboxMessage) => void>();
      const self = { deliver: (message: OutboxMessage) => listeners.forEach((listener) => listener(message)) };
      channels.add(self);
      return {
        post: (message) => {
          for (const other of channels) if (other !== self) queueMicrotask(() => other.deliver(structuredClone(message)));
        },
        listen: (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      };
    },
  };
}

export function scan(key: string, overrides: Record<string, unknown> = {}) {
  return { idempotencyKey: key, eventId, scannedAt: 1_795_000_000_000, method: 'search', accountId: staff, deviceId: 'device-0001', deviceLabel: 'Gate A', ...overrides };
}

/** An outbox ("a tab") over the given store, with a deterministic clock and random, and the page's ops. */
export function makeOutbox(overrides: Omit<Partial<OutboxDeps>, 'client'> & { store: OutboxStore; client: TrpcClient }) {
  const { client, ...rest } = overrides;
  return createOutbox({
    lock: createWebLock(fakeLockManager()),
    now: () => Date.now(),
    random: () => 0.5,
    accountId: () => staff,
    ops: outboxOps,
    ...rest,
    client: () => client,
  });
}
