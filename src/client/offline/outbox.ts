import { loadTrpcClient } from '#client/lib/load-trpc.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { createOutbox, type EnqueueOptions, type Outbox } from './create-outbox.ts';
import { createBroadcastOutboxChannel } from './outbox-channel.ts';
import type { OutboxEntry, OutboxOpName, OutboxResult } from './outbox-entry.ts';
import { createDefaultLock } from './outbox-lock.ts';
import { loadOutboxOps } from './outbox-ops.ts';
import { createIdbOutboxStore } from './outbox-store.ts';
import { countUnsyncedEntries, type UnsyncedCounts } from './outbox-events.ts';

// The page's outbox (src/client/README.md, "Outbox"): features call enqueue() and apply their change once it
// resolves (store first, then optimistic). The instance is made on first use; the signed-in
// chrome starts it (components/layouts/signed-in-chrome.ts), so the landing page never loads it.
export { newIdempotencyKey } from './outbox-ids.ts';
export { OutboxFullError } from './outbox-errors.ts';
export type { OutboxEntry, OutboxOpName, OutboxResult,   } from './outbox-entry.ts';

let instance: Outbox | null = null;

/** The signed-in account's id, or null: only that account's entries are sent. */
function currentAccountId(): string | null {
  const { authenticated, account } = useSessionStore.getState();
  return authenticated ? (account?.id ?? null) : null;
}

export function getOutbox(): Outbox {
  if (instance) return instance;
  const outbox = createOutbox({
    store: createIdbOutboxStore(),
    client: loadTrpcClient,
    ops: loadOutboxOps,
    lock: createDefaultLock(),
    now: () => Date.now(),
    random: () => Math.random(),
    accountId: currentAccountId,
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
    channel: createBroadcastOutboxChannel(),
    online: typeof window === 'undefined' ? undefined : window,
    visibility: typeof document === 'undefined' ? undefined : document,
    persistStorage: () => void navigator.storage?.persist?.().catch(() => undefined),
  });
  instance = outbox.start();
  // Someone signed in (again): their entries may go now; a pause for UNAUTHORIZED ends.
  useSessionStore.subscribe((state, previous) => {
    if (state.account?.id !== previous.account?.id || state.authenticated !== previous.authenticated) {
      if (currentAccountId() !== null) void outbox.resume();
      else void outbox.refresh();
    }
  });
  return outbox;
}

/** Starts listening for the network, the page and the other tabs, and sends what is due. */
export function startOutbox(): void {
  getOutbox();
}

/**
 * Stores the write in IndexedDB (then sends it when it can). Rejects with OutboxFullError when it
 * could not be stored: the UI must then say the change was NOT saved.
 */
export function enqueue(op: OutboxOpName, payload: unknown, options: EnqueueOptions): Promise<OutboxEntry> {
  return getOutbox().enqueue(op, payload, options);
}

export function retryEntry(id: string): Promise<void> {
  return getOutbox().retryEntry(id);
}

export function discardEntry(id: string): Promise<void> {
  return getOutbox().discardEntry(id);
}

/** "Sync now". */
export function requestDrain(): void {
  void getOutbox()
    .requestDrain()
    .catch((error: unknown) => console.error('Outbox: sync failed', error));
}

/** The server's answers for one op, in this tab or another: features update their local state. */
export function subscribeOutboxResults(op: OutboxOpName, listener: (results: OutboxResult[]) => void): () => void {
  return getOutbox().subscribeResults(op, listener);
}

/** The signed-in account's queued entries (pending and failed), read afresh from storage. */
export async function queuedEntries(): Promise<OutboxEntry[]> {
  const outbox = getOutbox();
  await outbox.refresh();
  const accountId = currentAccountId();
  return outbox.getSnapshot().entries.filter((entry) => entry.accountId === accountId);
}

/** Pending and failed entries of an account, read from storage (for the sign-out warning). */
export async function countUnsynced(accountId: string): Promise<number> {
  return (await countUnsyncedByEvent(accountId)).total;
}

/** The same, in all and per event ("On this phone"). */
export async function countUnsyncedByEvent(accountId: string): Promise<UnsyncedCounts> {
  const outbox = getOutbox();
  await outbox.refresh();
  return countUnsyncedEntries(outbox.getSnapshot().entries, accountId);
}
