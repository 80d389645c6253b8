import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { questionVotes } from '../../db/schema/question-votes.ts';
import { questions } from '../../db/schema/questions.ts';
import { DomainError } from '../domain-error.ts';
import { applyOnce } from '../idempotency/apply-once.ts';
import { fingerprintPayload } from '../idempotency/payload-fingerprint.ts';
import { loadQaSession, requireOpen } from './qa-settings.ts';
import { loadQuestion } from './question-rows.ts';

const voteQuestionOp = 'questions.vote';
export const questionGoneMessage = 'This question was withdrawn';
const questionHiddenMessage = 'This question was hidden by a moderator';

export interface VoteQuestion {
  accountId: string;
  idempotencyKey: string;
  eventId: string;
  questionId: string;
  voted: boolean;
}

export interface VoteResult {
  id: string;
  programId: string;
  votes: number;
  votedByMe: boolean;
}

/**
 * Sets the caller's upvote on or off. The vote row's primary key makes it one per person, and
 * the count moves only when a row was really added or removed, in the same transaction, so a
 * replay or a double tap changes nothing.
 */
export async function voteQuestion(db: Db, write: VoteQuestion): Promise<VoteResult> {
  const current = async (tx: Db): Promise<VoteResult> => {
    const row = await loadQuestion(tx, write.eventId, write.questionId, write.accountId);
    if (!row) throw new DomainError('NOT_FOUND', questionGoneMessage);
    return { id: row.id, programId: row.programId, votes: row.votes, votedByMe: Boolean(row.votedByViewer) };
  };
  return applyOnce(
    db,
    {
      accountId: write.accountId,
      op: voteQuestionOp,
      idempotencyKey: write.idempotencyKey,
      fingerprint: fingerprintPayload({ eventId: write.eventId, questionId: write.questionId, voted: write.voted }),
    },
    async (tx) => {
      const question = await loadQuestion(tx, write.eventId, write.questionId, write.accountId);
      // Someone else's question waiting for approval is not there for the voter either.
      if (!question || question.withdrawnAt || (question.status === 'pending' && question.accountId !== write.accountId)) {
        throw new DomainError('NOT_FOUND', questionGoneMessage);
      }
      if (question.status === 'hidden') throw new DomainError('PRECONDITION_FAILED', questionHiddenMessage);
      requireOpen((await loadQaSession(tx, write.eventId, question.programId)).settings);
      const changed = write.voted
        ? await tx.insert(questionVotes).values({ questionId: question.id, accountId: write.accountId }).onConflictDoNothing().returning({ id: questionVotes.questionId })
        : await tx
            .delete(questionVotes)
            .where(and(eq(questionVotes.questionId, question.id), eq(questionVotes.accountId, write.accountId)))
            .returning({ id: questionVotes.questionId });
      if (changed.length > 0) {
        await tx
          .update(questions)
          .set({ voteCount: sql`${questions.voteCount} + ${write.voted ? 1 : -1}`, updatedAt: sql`now()` })
          .where(eq(questions.id, question.id));
      }
      return current(tx);
    },
    (_stored, tx) => current(tx),
  );
}
