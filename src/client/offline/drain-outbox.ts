import type { TrpcClient } from '#client/lib/trpc.ts';
import { outboxRetryDelay } from './outbox-backoff.ts';
import { classifyFailure } from './outbox-classify.ts';
import type { OutboxEntry, OutboxOpName, OutboxResult, SyncReport, SyncReportItem } from './outbox-entry.ts';
import { OutboxItemFailures, OutboxOpsUnavailableError } from './outbox-errors.ts';
import { compareEntries } from './outbox-ids.ts';
import type { OutboxLock } from './outbox-lock.ts';
import type { OutboxItemResult, OutboxOp, OutboxOps } from './outbox-ops.ts';
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
//     random: Math.random, accountId: () => staffAccountId, ops: outboxOps };   // #client/outbox-registry.ts
//   const summary = await drainOutbox(deps);   // summary.requests = requests sent
//
// Order: oldest first. A pending entry that is backing off holds back the entries behind it (an
// undo must not overtake the check-in it undoes), unless its op waits in a line of its own
// (`ownLine`: album photos, which may wait a quarter of an hour for the server's allowance);
// failed entries are out of the queue.
//
// One exception, so a single entry the server always fails on (a 5xx, every time) cannot hold the
// queue back forever: after `sendAloneAfter` server failures an entry goes in a request of its own
// (so a bad entry does not drag good ones down with it); after `setAsideAfter` the drain tries the
// entries behind it, and once the server answers one of those, the failing entry is set aside
// (failed, with Retry and Discard). While the server fails on everything nothing is set aside, and
// an entry with nothing behind it keeps trying. No answer at all (offline) never counts.

/** Server failures after which an entry is sent in a request of its own. */
const sendAloneAfter = 2;
/** Server failures after which an entry may be set aside, once the server answers another one. */
export const setAsideAfter = 5;

export interface DrainDeps {
  store: OutboxStore;
  client: () => TrpcClient | Promise<TrpcClient>;
  lock: OutboxLock;
  now: () => number;
  /** [0, 1), for the backoff's jitter. */
  random: () => number;
  /** The signed-in account; only its entries are sent. */
  accountId: () => string | null;
  /** Every op by name (src/client/outbox-registry.ts), or a loader of it: the page loads it with the first drain. */
  ops: OutboxOps | (() => Promise<OutboxOps>);
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

/**
 * What sending one batch led to. `answered`: the server gave a real answer to at least part of
 * it (results, or a refusal), which shows it works. `suspect`: the batch was one entry that has
 * now failed on the server `setAsideAfter` times or more (stored with its wait).
 */
type Step = ({ stop: false } | { stop: true; blockedBy: 'signed-out' | null; nextAttemptAt: number | null }) & {
  answered: boolean;
  suspect?: OutboxEntry;
};
const goOn: Step = { stop: false, answered: true };

const serverFailuresOf = (entry: OutboxEntry) => entry.serverFailures ?? 0;

const sooner = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

/** The head of the queue and the entries of the same op right behind it that are due. */
function nextBatch(queue: OutboxEntry[], now: number, maxBatch: (op: OutboxOpName) => number): OutboxEntry[] {
  const head = queue[0];
  if (!head || head.nextAttemptAt > now) return [];
  if (serverFailuresOf(head) >= sendAloneAfter) return [head];
  const batch: OutboxEntry[] = [];
  for (const entry of queue) {
    if (entry.op !== head.op || entry.nextAttemptAt > now || batch.length >= maxBatch(head.op)) break;
    if (serverFailuresOf(entry) >= sendAloneAfter) break;
    batch.push(entry);
  }
  return batch;
}

/**
 * The queue without the entries of `ownLine` ops whose first entry is waiting for its next try
 * (they keep their order among themselves), and the earliest time one of those lines is due.
 */
function stepAsideWaitingLines(queue: OutboxEntry[], now: number, ownLine: (op: OutboxOpName) => boolean): { queue: OutboxEntry[]; dueAt: number | null } {
  const seen = new Set<OutboxOpName>();
  const aside = new Set<OutboxOpName>();
  let dueAt: number | null = null;
  for (const entry of queue) {
    if (seen.has(entry.op) || !ownLine(entry.op)) continue;
    seen.add(entry.op);
    if (entry.nextAttemptAt <= now) continue;
    aside.add(entry.op);
    dueAt = dueAt === null ? entry.nextAttemptAt : Math.min(dueAt, entry.nextAttemptAt);
  }
  return { queue: aside.size === 0 ? queue : queue.filter((entry) => !aside.has(entry.op)), dueAt };
}

export async function drainOutbox(deps: DrainDeps): Promise<DrainSummary> {
  const summary: DrainSummary = { ran: false, requests: 0, blockedBy: null, nextAttemptAt: null };
  // Offline, nothing is loaded either: the ops are a lazy chunk, and a chunk fetched with no
  // network (before the service worker controls a first visit) can stay failed for the page's
  // life. Firefox keeps a failed module load: every later drain failed, and the queue waited
  // for a reload. The drain that the network's return starts loads them.
  if (deps.isOnline && !deps.isOnline()) return { ...summary, ran: true, blockedBy: 'offline' };
  const ops =
    typeof deps.ops === 'function'
      ? await deps.ops().catch((error: unknown) => {
          throw new OutboxOpsUnavailableError(error);
        })
      : deps.ops;
  const syncAt = deps.now();
  // Entries that keep failing on the server, skipped for the rest of this drain: set aside as soon
  // as the server answers for another entry.
  const suspects = new Map<string, OutboxEntry>();
  const earliest = (at: number | null) => {
    const times = [...suspects.values()].map((entry) => entry.nextAttemptAt);
    if (at !== null) times.push(at);
    return times.length > 0 ? Math.min(...times) : null;
  };
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
      const pending = entries
        .filter((entry) => entry.accountId === accountId && entry.state === 'pending' && !suspects.has(entry.id))
        .sort(compareEntries);
      const { queue, dueAt } = stepAsideWaitingLines(pending, deps.now(), (op) => ops[op].ownLine === true);
      const batch = nextBatch(queue, deps.now(), (op) => ops[op].maxBatch);
      if (batch.length === 0) {
        summary.nextAttemptAt = earliest(sooner(queue[0]?.nextAttemptAt ?? null, dueAt));
        return;
      }
      const step = await sendBatch(deps, ops[batch[0]!.op], batch, syncAt, summary);
      if (step.answered && suspects.size > 0) {
        await setAside(deps, syncAt, [...suspects.values()]);
        suspects.clear();
      }
      if (step.suspect) {
        // Not set aside yet: only an answer for another entry shows the fault is this entry's.
        suspects.set(step.suspect.id, step.suspect);
        continue;
      }
      // Its line now waits out of the queue: the entries behind it go on.
      if (step.stop && step.blockedBy === null && ops[batch[0]!.op].ownLine && (step.nextAttemptAt ?? 0) > deps.now()) continue;
      if (step.stop) {
        summary.blockedBy = step.blockedBy;
        summary.nextAttemptAt = step.blockedBy === null ? earliest(sooner(step.nextAttemptAt, dueAt)) : step.nextAttemptAt;
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
    if (error instanceof OutboxItemFailures) return applyItemFailures(deps, op, batch, error, syncAt, summary);
    return failBatch(deps, op, batch, error, syncAt, summary);
  }
  return applyAnswers(deps, batch, answers, syncAt);
}

/** What a failed request means for the entries it carried (classified by code: outbox-classify.ts). */
async function failBatch(deps: DrainDeps, op: OutboxOp, batch: OutboxEntry[], error: unknown, syncAt: number, summary: DrainSummary): Promise<Step> {
  const verdict = classifyFailure(error, batch.length);
  const lastError = { code: verdict.code, message: verdict.message };
  if (verdict.kind === 'pause') {
    // Nothing is counted against the entries: they are fine, the session is not.
    await commit(deps, { update: batch.map((entry) => ({ ...entry, lastError })) });
    return { stop: true, blockedBy: 'signed-out', nextAttemptAt: null, answered: false };
  }
  if (verdict.kind === 'retry') return retryLater(deps, batch, lastError, { serverFailed: false, answered: false, waitMs: verdict.retryAfterMs });
  if (verdict.kind === 'server-fault') return retryLater(deps, batch, lastError, { serverFailed: true, answered: false });
  if (verdict.kind === 'split') {
    const half = Math.ceil(batch.length / 2);
    const first = await sendBatch(deps, op, batch.slice(0, half), syncAt, summary);
    if (first.stop || first.suspect) return { ...first, answered: true };
    return { ...(await sendBatch(deps, op, batch.slice(half), syncAt, summary)), answered: true };
  }
  const failed = batch.map((entry) => ({ ...entry, state: 'failed' as const, attempts: entry.attempts + 1, lastError }));
  await commit(deps, { update: failed, report: report(deps, syncAt, failed, () => ({ outcome: 'rejected', message: verdict.message })) });
  return goOn;
}

/** An op that sent its items separately: the answers apply, and each failed item is judged by its own error. */
async function applyItemFailures(deps: DrainDeps, op: OutboxOp, batch: OutboxEntry[], error: OutboxItemFailures, syncAt: number, summary: DrainSummary): Promise<Step> {
  const failedKeys = new Set(error.failures.map((failure) => failure.idempotencyKey));
  const sent = batch.filter((entry) => !failedKeys.has(entry.idempotencyKey));
  let step: Step = sent.length > 0 ? await applyAnswers(deps, sent, error.answers as OutboxItemResult[], syncAt) : { stop: false, answered: false };
  for (const failure of error.failures) {
    const entry = batch.find((candidate) => candidate.idempotencyKey === failure.idempotencyKey);
    if (entry) step = mergeSteps(step, await failBatch(deps, op, [entry], failure.error, syncAt, summary));
  }
  return step;
}

/** Two outcomes of one batch as one: it stops if either stopped, at the earlier retry time. */
function mergeSteps(first: Step, second: Step): Step {
  const answered = first.answered || second.answered;
  const suspect = first.suspect ?? second.suspect;
  const extra = { answered, ...(suspect ? { suspect } : {}) };
  if (!first.stop && !second.stop) return { stop: false, ...extra };
  const stops = [first, second].flatMap((step) => (step.stop ? [step] : []));
  const blockedBy = stops.some((step) => step.blockedBy === 'signed-out') ? 'signed-out' : null;
  const times = stops.flatMap((step) => (step.nextAttemptAt === null ? [] : [step.nextAttemptAt]));
  return { stop: true, blockedBy, nextAttemptAt: times.length > 0 ? Math.min(...times) : null, ...extra };
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
  if (unanswered.length > 0) {
    const lastError = { code: 'MISSING_RESULT', message: 'The server did not answer for this change.' };
    return retryLater(deps, unanswered, lastError, { serverFailed: true, answered: answered.length > 0 });
  }
  return goOn;
}

async function retryLater(
  deps: DrainDeps,
  batch: OutboxEntry[],
  lastError: OutboxEntry['lastError'],
  { serverFailed, answered, waitMs = 0 }: { serverFailed: boolean; answered: boolean; waitMs?: number },
): Promise<Step> {
  // One wait for the whole batch (from its head's attempts), so it stays together and in order;
  // at least as long as the server asked.
  const nextAttemptAt = deps.now() + Math.max(waitMs, outboxRetryDelay(batch[0]!.attempts + 1, deps.random));
  const waiting = batch.map((entry) => ({
    ...entry,
    attempts: entry.attempts + 1,
    nextAttemptAt,
    lastError,
    ...(serverFailed ? { serverFailures: serverFailuresOf(entry) + 1 } : {}),
  }));
  await commit(deps, { update: waiting });
  const [only] = waiting;
  const suspect = waiting.length === 1 && only && serverFailuresOf(only) >= setAsideAfter ? only : undefined;
  return { stop: true, blockedBy: null, nextAttemptAt, answered, ...(suspect ? { suspect } : {}) };
}

/** Entries the server kept failing on while it answered for others: out of the queue, shown with Retry and Discard. */
async function setAside(deps: DrainDeps, syncAt: number, entries: OutboxEntry[]): Promise<void> {
  const failed = entries.map((entry) => ({
    ...entry,
    state: 'failed' as const,
    lastError: {
      code: entry.lastError?.code ?? 'INTERNAL_SERVER_ERROR',
      message: `The server failed on this change ${serverFailuresOf(entry)} times, so it was set aside to let the others through. Retry or discard it.`,
    },
  }));
  await commit(deps, { update: failed, report: report(deps, syncAt, failed, (entry) => ({ outcome: 'rejected', message: entry.lastError!.message })) });
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
