import type { TrpcClient } from '#client/lib/trpc.ts';
import { outboxRetryDelay } from './outbox-backoff.ts';
import { classifyFailure } from './outbox-classify.ts';
import type { OutboxEntry, OutboxOpName, OutboxResult, SyncReport, SyncReportItem } from './outbox-entry.ts';
import { compareEntries } from './outbox-ids.ts';
import type { OutboxLock } from './outbox-lock.ts';
import { outboxOps, type OutboxItemResult, type OutboxOp } from './outbox-ops.ts';
import type { OutboxStore } from './outbox-store.ts';

// The drain core: everything it touches comes in as a parameter, so unit tests run it with
// fake-indexeddb, fake timers and a fake lock, and a Node script can replay a queue through it
// against a real server. For the bench (no DOM needed):
//
//   import 'fake-indexeddb/auto';
//   import { createTRPCClient, httpBatchLink } from '@trpc/client';
//   const client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${base}/api/trpc`,
//     headers: () => ({ 'account-token': token }) })] });
//   const store = createIdbOutboxStore('bench-outbox');
//   for (const scan of scans) await store.add(makeEntry(scan));   // or enqueueEntry(deps, …)
//   const deps = { store, client: () => client, lock: createProcessLock(), now: Date.now,
//     random: Math.random, accountId: () => staffAccountId };
//   const summary = await drainOutbox(deps);   // summary.requests = requests sent
//
// Order: oldest first. A pending entry that is backing off holds back the entries behind it (an
// undo must not overtake the check-in it undoes); failed entries are out of the queue.

export interface DrainDeps {
  store: OutboxStore;
  client: () => TrpcClient | Promise<TrpcClient>;
  lock: OutboxLock;
  now: () => number;
  /** [0, 1), for the backoff's jitter. */
  random: () => number;
  /** The signed-in account; only its entries are sent. */
  accountId: () => string | null;
  ops?: Record<OutboxOpName, OutboxOp>;
  /** The server's answers, after they are stored. */
  onResults?: (op: OutboxOpName, results: OutboxResult[]) => void;
  /** Called after every stored change, so counts can refresh. */
  onChange?: () => void;
  /** Whether there is a point trying (navigator.onLine); answers true when unknown. */
  isOnline?: () => boolean;
}

export interface DrainSummary {
  /** false: another tab holds the lock and drains. */
  ran: boolean;
  requests: number;
  blockedBy: 'offline' | 'signed-out' | null;
  /** When the entry at the head of the queue may be tried again, if it is waiting. */
  nextAttemptAt: number | null;
}

type Step = { stop: false } | { stop: true; blockedBy: 'signed-out' | null; nextAttemptAt: number | null };
const goOn: Step = { stop: false };

/** The head of the queue and the entries of the same op right behind it that are due. */
export function nextBatch(queue: OutboxEntry[], now: number, maxBatch: (op: OutboxOpName) => number): OutboxEntry[] {
  const head = queue[0];
  if (!head || head.nextAttemptAt > now) return [];
  const batch: OutboxEntry[] = [];
  for (const entry of queue) {
    if (entry.op !== head.op || entry.nextAttemptAt > now || batch.length >= maxBatch(head.op)) break;
    batch.push(entry);
  }
  return batch;
}

export async function drainOutbox(deps: DrainDeps): Promise<DrainSummary> {
  const summary: DrainSummary = { ran: false, requests: 0, blockedBy: null, nextAttemptAt: null };
  const ops = deps.ops ?? outboxOps;
  const syncAt = deps.now();
  const ran = await deps.lock.tryRun(async () => {
    for (;;) {
      if (deps.isOnline && !deps.isOnline()) {
        summary.blockedBy = 'offline';
        return;
      }
      const accountId = deps.accountId();
      if (accountId === null) {
        summary.blockedBy = 'signed-out';
        return;
      }
      const { entries } = await deps.store.read();
      const queue = entries.filter((entry) => entry.accountId === accountId && entry.state === 'pending').sort(compareEntries);
      const batch = nextBatch(queue, deps.now(), (op) => ops[op].maxBatch);
      if (batch.length === 0) {
        summary.nextAttemptAt = queue[0]?.nextAttemptAt ?? null;
        return;
      }
      const step = await sendBatch(deps, ops[batch[0]!.op], batch, syncAt, summary);
      if (step.stop) {
        summary.blockedBy = step.blockedBy;
        summary.nextAttemptAt = step.nextAttemptAt;
        return;
      }
    }
  });
  summary.ran = ran;
  return summary;
}

async function sendBatch(deps: DrainDeps, op: OutboxOp, batch: OutboxEntry[], syncAt: number, summary: DrainSummary): Promise<Step> {
  let answers: OutboxItemResult[];
  try {
    summary.requests += 1;
    answers = await op.send(
      batch.map(({ idempotencyKey, payload }) => ({ idempotencyKey, payload })),
      await deps.client(),
    );
  } catch (error) {
    const verdict = classifyFailure(error, batch.length);
    const lastError = { code: verdict.code, message: verdict.message };
    if (verdict.kind === 'pause') {
      // Nothing is counted against the entries: they are fine, the session is not.
      await commit(deps, { update: batch.map((entry) => ({ ...entry, lastError })) });
      return { stop: true, blockedBy: 'signed-out', nextAttemptAt: null };
    }
    if (verdict.kind === 'retry') return retryLater(deps, batch, lastError);
    if (verdict.kind === 'split') {
      const half = Math.ceil(batch.length / 2);
      const first = await sendBatch(deps, op, batch.slice(0, half), syncAt, summary);
      return first.stop ? first : sendBatch(deps, op, batch.slice(half), syncAt, summary);
    }
    const failed = batch.map((entry) => ({ ...entry, state: 'failed' as const, attempts: entry.attempts + 1, lastError }));
    await commit(deps, { update: failed, report: report(deps, syncAt, failed, () => ({ outcome: 'rejected', message: verdict.message })) });
    return goOn;
  }
  return applyAnswers(deps, batch, answers, syncAt);
}

async function applyAnswers(deps: DrainDeps, batch: OutboxEntry[], answers: OutboxItemResult[], syncAt: number): Promise<Step> {
  const byKey = new Map(answers.map((answer) => [answer.idempotencyKey, answer]));
  const answered = batch.filter((entry) => byKey.has(entry.idempotencyKey));
  const unanswered = batch.filter((entry) => !byKey.has(entry.idempotencyKey));
  const remove: string[] = [];
  const update: OutboxEntry[] = [];
  for (const entry of answered) {
    const answer = byKey.get(entry.idempotencyKey)!;
    if (answer.outcome === 'rejected')
      update.push({ ...entry, state: 'failed', attempts: entry.attempts + 1, lastError: { code: 'REJECTED', message: answer.message } });
    else remove.push(entry.id);
  }
  // Removed only now that the server has answered: a tab closed before this line resends the
  // same idempotency keys next time, and the server answers the replay as it did the first time.
  await commit(deps, { remove, update, report: report(deps, syncAt, answered, (entry) => byKey.get(entry.idempotencyKey)!) });
  const results: OutboxResult[] = answered.map((entry) => {
    const { outcome, message, detail } = byKey.get(entry.idempotencyKey)!;
    return { entryId: entry.id, idempotencyKey: entry.idempotencyKey, op: entry.op, payload: entry.payload, outcome, message, detail };
  });
  if (results.length > 0) deps.onResults?.(answered[0]!.op, results);
  // An answer that leaves an item out is a server fault: try those again later, in order.
  if (unanswered.length > 0) return retryLater(deps, unanswered, { code: 'MISSING_RESULT', message: 'The server did not answer for this change.' });
  return goOn;
}

async function retryLater(deps: DrainDeps, batch: OutboxEntry[], lastError: OutboxEntry['lastError']): Promise<Step> {
  // One wait for the whole batch (from its head's attempts), so it stays together and in order.
  const nextAttemptAt = deps.now() + outboxRetryDelay(batch[0]!.attempts + 1, deps.random);
  const waiting = batch.map((entry) => ({ ...entry, attempts: entry.attempts + 1, nextAttemptAt, lastError }));
  await commit(deps, { update: waiting });
  return { stop: true, blockedBy: null, nextAttemptAt };
}

/** Report lines for one answer; `syncAt` groups the lines of one drain into one report. */
function report(
  deps: DrainDeps,
  syncAt: number,
  entries: OutboxEntry[],
  answer: (entry: OutboxEntry) => Pick<SyncReportItem, 'outcome' | 'message'>,
): SyncReport {
  const at = deps.now();
  const items = entries.map((entry) => {
    const { outcome, message } = answer(entry);
    return { entryId: entry.id, op: entry.op, summary: entry.summary, outcome, message, at };
  });
  return { at: syncAt, accountId: deps.accountId() ?? undefined, items };
}

async function commit(deps: DrainDeps, change: Parameters<OutboxStore['commit']>[0]): Promise<void> {
  await deps.store.commit(change);
  deps.onChange?.();
}
