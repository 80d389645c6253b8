import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Question } from '#shared/contracts/questions.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { questionVotes } from '../../db/schema/question-votes.ts';
import { questions } from '../../db/schema/questions.ts';

/**
 * Questions with their asker's name and whether `viewerId` upvoted each; callers add the where.
 * With no viewer (live updates for everyone) nobody's vote is looked up.
 */
export function selectQuestions(db: Db, viewerId: string | null) {
  return db
    .select({
      id: questions.id,
      programId: questions.programItemId,
      accountId: questions.accountId,
      text: questions.text,
      anonymous: questions.anonymous,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      votes: questions.voteCount,
      status: questions.status,
      answeredAt: questions.answeredAt,
      pinned: questions.pinned,
      withdrawnAt: questions.withdrawnAt,
      createdAt: questions.createdAt,
      updatedAt: questions.updatedAt,
      contentAt: questions.contentAt,
      votedByViewer: viewerId ? sql<boolean>`${questionVotes.accountId} is not null` : sql<boolean>`false`,
    })
    .from(questions)
    .innerJoin(accounts, eq(accounts.id, questions.accountId))
    .leftJoin(questionVotes, viewerId ? and(eq(questionVotes.questionId, questions.id), eq(questionVotes.accountId, viewerId)) : sql`false`)
    .$dynamic();
}

export type QuestionDbRow = Awaited<ReturnType<typeof selectQuestions>>[number];

/** The API's question for one viewer: an anonymous asker is nobody's to see, organizers included. */
export function toQuestion(row: QuestionDbRow, viewerId: string | null): Question {
  return {
    id: row.id,
    programId: row.programId,
    text: row.text,
    anonymous: row.anonymous,
    asker: row.anonymous ? null : { firstName: row.firstName, lastName: row.lastName },
    mine: viewerId !== null && row.accountId === viewerId,
    votes: row.votes,
    votedByMe: Boolean(row.votedByViewer),
    status: row.status,
    answered: row.answeredAt !== null,
    pinned: row.pinned,
    createdAt: row.createdAt.getTime(),
  };
}

/** One question by id in the event, as `viewerId` sees it (withdrawn ones included: callers decide). */
export async function loadQuestion(db: Db, eventId: string, questionId: string, viewerId: string | null): Promise<QuestionDbRow | undefined> {
  const where: SQL | undefined = and(eq(questions.id, questionId), eq(questions.eventId, eventId));
  const [row] = await selectQuestions(db, viewerId).where(where).limit(1);
  return row;
}
