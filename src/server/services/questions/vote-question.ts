import type { Db } from '../../db/client.ts';
import { DomainError } from '../domain-error.ts';
import { keyConflictMessages } from '../idempotency/apply-once.ts';
import { fingerprintPayload } from '../idempotency/payload-fingerprint.ts';
import { qaClosedMessage, sessionMissingMessage } from './qa-settings.ts';
import { writeQuestionVote, type QuestionVoteOutcome } from './question-vote-writes.ts';

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

/** Why an upvote was refused, as the errors its callers have always seen. */
const refusals: Record<Exclude<QuestionVoteOutcome['outcome'], 'applied' | 'replay'>, () => DomainError> = {
  'conflict-op': () => new DomainError('CONFLICT', keyConflictMessages.op),
  'conflict-payload': () => new DomainError('CONFLICT', keyConflictMessages.payload),
  // Withdrawn, removed, or someone else's question waiting for approval.
  gone: () => new DomainError('NOT_FOUND', questionGoneMessage),
  hidden: () => new DomainError('PRECONDITION_FAILED', questionHiddenMessage),
  'session-missing': () => new DomainError('NOT_FOUND', sessionMissingMessage),
  closed: () => new DomainError('PRECONDITION_FAILED', qaClosedMessage),
};

/**
 * Sets the caller's upvote on or off, once per idempotency key (a replay answers the question as
 * it is now; the key reused for another write is CONFLICT). The vote row's primary key makes it
 * one per person, and the count moves only when a row was really added or removed, in the same
 * statement (question-vote-writes.ts), so a replay or a double tap changes nothing.
 */
export async function voteQuestion(db: Db, write: VoteQuestion): Promise<VoteResult> {
  const written = await writeQuestionVote(db, {
    eventId: write.eventId,
    questionId: write.questionId,
    accountId: write.accountId,
    key: write.idempotencyKey,
    op: voteQuestionOp,
    fingerprint: fingerprintPayload({ eventId: write.eventId, questionId: write.questionId, voted: write.voted }),
    voted: write.voted,
  });
  if (written.outcome !== 'applied' && written.outcome !== 'replay') throw refusals[written.outcome]();
  return { id: written.questionId, programId: written.programId, votes: written.votes, votedByMe: written.votedByMe };
}
