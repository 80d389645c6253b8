import { sql } from 'drizzle-orm';
import { isEmbeddedDb, type Db } from '../../db/client.ts';
import { movesInLockOrder, storedAnswer, toOutcome, writeOneVote, type VoteWrite, type VoteWriteOutcome, type VoteWriteRow } from './vote-statements.ts';

// PGlite runs each statement on the server's one thread, and a statement's fixed cost (the
// protocol, the outer plan, the commit) is most of a vote's database time, so a room voting at
// once queues behind it. So on PGlite the votes that reach their write in the
// same turn of the event loop go in one statement, write_poll_votes (migrations 0022, 0023), which calls
// write_poll_vote for each in order, exactly as separate statements would run on its one
// connection: each vote keeps its own checks and answer. PostgreSQL keeps one statement per vote:
// there, a transaction holding several votes' option locks could deadlock with another instance's.

/** Votes per statement at most: a turn's worth on a busy process, and a bounded statement. */
const maxBatch = 64;

interface Waiting {
  write: VoteWrite;
  resolve: (outcome: VoteWriteOutcome) => void;
  reject: (error: unknown) => void;
}

const queues = new WeakMap<Db, Waiting[]>();

/**
 * The vote written once (vote-statements.ts, writeOneVote, says what that checks and does), on
 * PGlite together with the others that arrive in the same turn.
 */
export function writeVoteOnce(db: Db, write: VoteWrite): Promise<VoteWriteOutcome> {
  if (!isEmbeddedDb(db)) return writeOneVote(db, write);
  return new Promise((resolve, reject) => {
    let queue = queues.get(db);
    if (!queue) {
      queues.set(db, (queue = []));
      // After this turn's requests have reached their writes: they all go in the next statement.
      setImmediate(() => void flush(db));
    }
    queue.push({ write, resolve, reject });
  });
}

async function flush(db: Db): Promise<void> {
  const waiting = queues.get(db) ?? [];
  queues.delete(db);
  for (let start = 0; start < waiting.length; start += maxBatch) {
    const batch = waiting.slice(start, start + maxBatch);
    if (batch.length === 1) {
      await writeAlone(db, batch[0]!);
      continue;
    }
    let rows: Array<VoteWriteRow & { ord: number }>;
    try {
      rows = ((await db.execute(sql`select ord, voted, claimed, votes, voters from write_poll_votes(${JSON.stringify(batch.map(({ write }) => batchItem(write)))}::json)`)) as unknown as {
        rows: Array<VoteWriteRow & { ord: number }>;
      }).rows;
    } catch {
      // One vote raised, so the statement wrote nothing: each on its own, to get its own answer or error.
      for (const waiter of batch) await writeAlone(db, waiter);
      continue;
    }
    const byOrd = new Map(rows.map((row) => [row.ord, row]));
    batch.forEach((waiter, index) => {
      const row = byOrd.get(index + 1);
      if (row) waiter.resolve(toOutcome(row));
      else waiter.reject(new Error('The batched vote write gave no answer for a vote'));
    });
  }
}

async function writeAlone(db: Db, waiter: Waiting): Promise<void> {
  try {
    waiter.resolve(await writeOneVote(db, waiter.write));
  } catch (error) {
    waiter.reject(error);
  }
}

/** write_poll_vote's arguments as migration 0023's write_poll_votes reads them; a SQL null is an absent key. */
function batchItem(write: VoteWrite): Record<string, unknown> {
  const present = (value: unknown) => (value === null ? undefined : value);
  return {
    pollId: write.pollId,
    eventId: write.eventId,
    accountId: write.accountId,
    key: write.key.idempotencyKey,
    op: write.key.op,
    fingerprint: write.key.fingerprint,
    stored: storedAnswer(write),
    pollVersion: write.poll.version,
    pollRevision: write.poll.revision,
    pollState: write.poll.state,
    opensAt: present(write.poll.opensAt),
    closesAt: present(write.poll.closesAt),
    optionIds: present(write.optionIds),
    commitment: present(write.commitment),
    replaces: write.before !== null,
    beforeOptionIds: present(write.before?.optionIds ?? null),
    beforeCommitment: present(write.before?.commitment ?? null),
    moves: movesInLockOrder(write),
    votedAt: write.now.toISOString(),
  };
}
