import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { batchPerTurn } from '../../db/turn-batch.ts';

// An upvote is one statement, the database function write_question_vote (migration 0025): the
// key's claim, the checks, the vote row, the count and the stored answer together, planned once
// per connection. On PGlite the upvotes that reach it in the same turn go in one statement,
// write_question_votes, which calls write_question_vote for each in the order they came, exactly
// as separate statements would run on its one connection: each keeps its own checks and answer.

export interface QuestionVoteWrite {
  eventId: string;
  questionId: string;
  accountId: string;
  key: string;
  op: string;
  fingerprint: string;
  voted: boolean;
}

/** What write_question_vote answers: applied or a replay with the question as it stands, else why not. */
export type QuestionVoteOutcome =
  | { outcome: 'applied' | 'replay'; questionId: string; programId: string; votes: number; votedByMe: boolean }
  | { outcome: 'conflict-op' | 'conflict-payload' | 'gone' | 'hidden' | 'session-missing' | 'closed' };

interface OutcomeRow {
  outcome: QuestionVoteOutcome['outcome'];
  question_id: string | null;
  program_id: string | null;
  votes: number | null;
  voted_by_me: boolean | null;
}

function toOutcome(row: OutcomeRow): QuestionVoteOutcome {
  if (row.outcome === 'applied' || row.outcome === 'replay') {
    return { outcome: row.outcome, questionId: row.question_id!, programId: row.program_id!, votes: row.votes!, votedByMe: row.voted_by_me! };
  }
  return { outcome: row.outcome };
}

async function writeOne(db: Db, write: QuestionVoteWrite): Promise<QuestionVoteOutcome> {
  const result = (await db.execute(sql`
    select outcome, question_id, program_id, votes, voted_by_me from write_question_vote(
      ${write.eventId}::uuid, ${write.questionId}::uuid, ${write.accountId}::uuid,
      ${write.key}::text, ${write.op}::text, ${write.fingerprint}::text, ${write.voted}::boolean
    )
  `)) as unknown as { rows: OutcomeRow[] };
  return toOutcome(result.rows[0]!);
}

async function writeMany(db: Db, writes: readonly QuestionVoteWrite[]): Promise<Array<QuestionVoteOutcome | undefined>> {
  const result = (await db.execute(
    sql`select ord, outcome, question_id, program_id, votes, voted_by_me from write_question_votes(${JSON.stringify(writes)}::json)`,
  )) as unknown as { rows: Array<OutcomeRow & { ord: number }> };
  const byOrd = new Map(result.rows.map((row) => [row.ord, row]));
  return writes.map((_, index) => {
    const row = byOrd.get(index + 1);
    return row && toOutcome(row);
  });
}

/** One upvote written once; on PGlite together with the others that arrive in the same turn (at most 64 a statement). */
export const writeQuestionVote = batchPerTurn<QuestionVoteWrite, QuestionVoteOutcome>({ together: writeMany, alone: writeOne, maxBatch: 64 });
