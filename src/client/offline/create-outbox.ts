import { drainOutbox, type DrainDeps, type DrainSummary } from './drain-outbox.ts';
import type { OutboxChannel } from './outbox-channel.ts';
import { outboxEntrySchema, type OutboxEntry, type OutboxOpName, type OutboxResult, type SyncReport } from './outbox-entry.ts';
import { OutboxFullError, OutboxOpsUnavailableError } from './outbox-errors.ts';
import { compareEntries, newEntryId, newIdempotencyKey } from './outbox-ids.ts';

// The outbox of one page: stores entries, runs the drain when something may have changed
// (an enqueue, the network back, the page visible again, a backoff timer, another tab, "Sync
// now") and keeps a snapshot for the UI. outbox.ts makes the page's one instance; tests make
// several ("tabs") that share a store, a lock and a channel.

export interface OutboxSnapshot {
  /** Every stored entry, oldest first (all accounts: the UI filters by the signed-in one). */
  entries: OutboxEntry[];
  reports: SyncReport[];
  /** Records that could not be read and were set aside. */
  setAside: number;
  syncing: boolean;
  /** The server said UNAUTHORIZED: nothing is sent until someone signs in or asks to sync. */
  paused: boolean;
  /** The last drain could not load the ops with a network: a reload may be what sends the queue. */
  opsUnavailable: boolean;
}

export interface EnqueueOptions {
  summary: string;
  accountId: string;
  /** Defaults to the payload's own idempotencyKey when it has one, else a new key. */
  idempotencyKey?: string;
}

interface OutboxEnvironment {
  channel?: OutboxChannel | null;
  /** Where `online` and `visibilitychange` are heard (window and document in the page). */
  online?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  visibility?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  /** Ask the browser not to evict our storage under pressure (navigator.storage.persist). */
  persistStorage?: () => void;
}

export type OutboxDeps = Omit<DrainDeps, 'onResults' | 'onChange'> & OutboxEnvironment;

/** How soon to look again when another tab holds the lock (it may close without a word). */
const lockBusyRecheckMs = 15_000;

function payloadKey(payload: unknown): string | undefined {
  const key = (payload as { idempotencyKey?: unknown } | null)?.idempotencyKey;
  return typeof key === 'string' ? key : undefined;
}

export function createOutbox(deps: OutboxDeps) {
  let snapshot: OutboxSnapshot = { entries: [], reports: [], setAside: 0, syncing: false, paused: false, opsUnavailable: false };
  const listeners = new Set<() => void>();
  const resultListeners = new Map<OutboxOpName, Set<(results: OutboxResult[]) => void>>();
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let refreshing: Promise<void> | null = null;
  let refreshAgain = false;
  let storagePersistAsked = false;
  const cleanups: Array<() => void> = [];

  const setSnapshot = (next: Partial<OutboxSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };

  /** Reads the store into the snapshot; calls made meanwhile fold into one more read. */
  function refresh(): Promise<void> {
    if (refreshing) {
      refreshAgain = true;
      return refreshing;
    }
    refreshing = (async () => {
      do {
        refreshAgain = false;
        try {
          const stored = await deps.store.read();
          setSnapshot({ entries: stored.entries.sort(compareEntries), reports: stored.reports, setAside: stored.setAside });
        } catch (error) {
          console.warn('Outbox: could not read the stored changes', error);
        }
      } while (refreshAgain);
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  const emitResults = (op: OutboxOpName, results: OutboxResult[]) => {
    for (const listener of resultListeners.get(op) ?? []) {
      try {
        listener(results);
      } catch (error) {
        console.error('Outbox: a results listener failed', error);
      }
    }
  };

  const drainDeps: DrainDeps = {
    ...deps,
    onChange: () => {
      void refresh();
      deps.channel?.post({ type: 'changed' });
    },
    onResults: (op, results) => {
      emitResults(op, results);
      deps.channel?.post({ type: 'results', op, results });
    },
  };

  function schedule(summary: DrainSummary): void {
    clearTimeout(timer);
    timer = undefined;
    const at = summary.ran ? summary.nextAttemptAt : deps.now() + lockBusyRecheckMs;
    if (at === null || summary.blockedBy !== null) return;
    timer = setTimeout(() => void kick(), Math.max(0, at - deps.now()));
  }

  /** Drains unless paused; a kick during a drain makes it go round once more. */
  function kick(): Promise<void> {
    if (snapshot.paused) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      setSnapshot({ syncing: true });
      try {
        let summary: DrainSummary;
        // A kick that came meanwhile goes round once more, after a drain that found the network
        // gone too: that kick may be the `online` event, and nothing else would send the queue.
        do {
          again = false;
          summary = await drainOutbox(drainDeps);
        } while (again && summary.ran && summary.blockedBy !== 'signed-out');
        // Signed in, yet the server said signed-out: the session is over, wait for a new one.
        if (summary.blockedBy === 'signed-out' && deps.accountId() !== null) setSnapshot({ paused: true });
        if (snapshot.opsUnavailable && summary.blockedBy !== 'offline') setSnapshot({ opsUnavailable: false });
        schedule(summary);
      } catch (error) {
        if (error instanceof OutboxOpsUnavailableError) setSnapshot({ opsUnavailable: true });
        // The store itself failed (IndexedDB gone): try again later rather than never.
        console.error('Outbox: the drain failed', error);
        schedule({ ran: true, requests: 0, blockedBy: null, nextAttemptAt: deps.now() + lockBusyRecheckMs });
      } finally {
        running = null;
        setSnapshot({ syncing: false });
      }
    })();
    return running;
  }

  async function enqueue(op: OutboxOpName, payload: unknown, options: EnqueueOptions): Promise<OutboxEntry> {
    const now = deps.now();
    const inPayload = payloadKey(payload);
    if (options.idempotencyKey && inPayload && options.idempotencyKey !== inPayload) {
      throw new Error('enqueue: the idempotency key differs from the one in the payload');
    }
    // A malformed entry is a programming error: refuse it here rather than store something unsendable.
    const entry: OutboxEntry = outboxEntrySchema.parse({
      id: newEntryId(now),
      op,
      payload,
      idempotencyKey: options.idempotencyKey ?? inPayload ?? newIdempotencyKey(),
      accountId: options.accountId,
      summary: options.summary,
      createdAt: now,
      attempts: 0,
      nextAttemptAt: now,
      lastError: null,
      state: 'pending',
      version: 1,
    } satisfies OutboxEntry);
    try {
      await deps.store.add(entry);
    } catch (error) {
      throw new OutboxFullError(error);
    }
    if (!storagePersistAsked) {
      storagePersistAsked = true;
      deps.persistStorage?.();
    }
    setSnapshot({ entries: [...snapshot.entries, entry].sort(compareEntries) });
    deps.channel?.post({ type: 'changed' });
    void kick();
    return entry;
  }

  async function change(id: string, edit: (entry: OutboxEntry) => OutboxEntry | null): Promise<void> {
    const { entries } = await deps.store.read();
    const entry = entries.find((candidate) => candidate.id === id);
    if (!entry) return;
    const next = edit(entry);
    await deps.store.commit(next ? { update: [next] } : { remove: [id] });
    await refresh();
    deps.channel?.post({ type: 'changed' });
  }

  const api = {
    enqueue,
    /** A failed (or waiting) entry goes back to the queue, to be sent at once. */
    async retryEntry(id: string): Promise<void> {
      const now = deps.now();
      await change(id, (entry) => ({ ...entry, state: 'pending', attempts: 0, serverFailures: 0, nextAttemptAt: now, lastError: null }));
      await kick();
    },
    async discardEntry(id: string): Promise<void> {
      await change(id, () => null);
    },
    /** "Sync now": also lifts a pause and skips the backoff wait of the head of the queue. */
    requestDrain(): Promise<void> {
      setSnapshot({ paused: false });
      return (async () => {
        const now = deps.now();
        const { entries } = await deps.store.read();
        const waiting = entries.filter((entry) => entry.state === 'pending' && entry.nextAttemptAt > now);
        if (waiting.length > 0) await deps.store.commit({ update: waiting.map((entry) => ({ ...entry, nextAttemptAt: now })) });
        await kick();
      })();
    },
    /** A drain if one may run (not paused): what the automatic triggers call. */
    kick,
    refresh,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): OutboxSnapshot => snapshot,
    subscribeResults(op: OutboxOpName, listener: (results: OutboxResult[]) => void): () => void {
      const set = resultListeners.get(op) ?? new Set();
      resultListeners.set(op, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    /** Listens for the triggers and drains what is due. Returns the outbox for chaining. */
    start() {
      const onOnline = () => void kick();
      const onVisible = () => {
        if (deps.visibility?.visibilityState === 'visible') void kick();
      };
      deps.online?.addEventListener('online', onOnline);
      deps.visibility?.addEventListener('visibilitychange', onVisible);
      cleanups.push(
        () => deps.online?.removeEventListener('online', onOnline),
        () => deps.visibility?.removeEventListener('visibilitychange', onVisible),
      );
      if (deps.channel) {
        cleanups.push(
          deps.channel.listen((message) => {
            if (message.type === 'results') emitResults(message.op, message.results);
            else void refresh().then(kick);
          }),
        );
      }
      void refresh().then(kick);
      return api;
    },
    /** Resumes after a pause (someone signed in) and drains. */
    resume(): Promise<void> {
      setSnapshot({ paused: false });
      return kick();
    },
    stop(): void {
      clearTimeout(timer);
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
    /** Resolves when the drain under way (if any) has finished: for tests and the bench. */
    async settled(): Promise<void> {
      while (running || refreshing) await (running ?? refreshing);
    },
  };
  return api;
}

export type Outbox = ReturnType<typeof createOutbox>;
