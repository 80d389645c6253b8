import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { batchPerTurn } from '../../db/turn-batch.ts';
import { movesInLockOrder, storedAnswer, toOutcome, writeOneVote, type VoteWrite, type VoteWriteOutcome, type VoteWriteRow } from './vote-statements.ts';

// PGlite runs each statement on the server's one thread, and a statement's fixed cost (the
// protocol, the outer plan, the commit) is most of a vote's database time, so a room voting at
// once queues behind it. So on PGlite the votes that reach their write in the
// same turn of the event loop go in one statement, write_poll_votes (migrations 0022, 0023), which calls
// write_poll_vote for each in order, exactly as separate statements would run on its one
// connection: each vote keeps its own checks and answer. PostgreSQL keeps one statement per vote:
// there, a transaction holding several votes' option locks could deadlock with another instance's.

/**
 * The vote written once (vote-statements.ts, writeOneVote, says what that checks and does), on
 * PGlite together with the others that arrive in the same turn (db/turn-batch.ts).
 */
export const writeVoteOnce: (db: Db, write: VoteWrite) => Promise<VoteWriteOutcome> = batchPerTurn<VoteWrite, VoteWriteOutcome>({
  // A turn's worth on a busy process, and a bounded statement.
  maxBatch: 64,
  alone: writeOneVote,
  async together(db, writes) {
    const { rows } = (await db.execute(sql`select ord, voted, claimed, votes, voters from write_poll_votes(${JSON.stringify(writes.map(batchItem))}::json)`)) as unknown as {
      rows: Array<VoteWriteRow & { ord: number }>;
    };
    const byOrd = new Map(rows.map((row) => [row.ord, row]));
    return writes.map((_write, index) => {
      const row = byOrd.get(index + 1);
      return row ? toOutcome(row) : undefined;
    });
  },
});

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
