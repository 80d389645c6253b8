import { and, asc, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { BoardStatus, QuestionBoard } from '#shared/contracts/questions.ts';
import { compareQuestions } from '#shared/rules/question-order.ts';
import type { Db } from '../../db/client.ts';
import { programItems } from '../../db/schema/program-items.ts';
import { questions } from '../../db/schema/questions.ts';
import { defaultQaSettings, loadQaSettingsMap } from './qa-settings.ts';
import { selectQuestions, toQuestion } from './question-rows.ts';

/** The board shows the newest this many per answer; a session rarely gets near it. */
const boardLimit = 2000;

function statusFilter(status: BoardStatus): SQL | undefined {
  switch (status) {
    case 'answered':
      return isNotNull(questions.answeredAt);
    case 'all':
      return undefined;
    default:
      return eq(questions.status, status);
  }
}

/** Every session with its Q&A switches and counts, and the questions asked for the chosen filter. */
export async function questionBoard(
  db: Db,
  { eventId, viewerId, programId, status }: { eventId: string; viewerId: string; programId?: string | undefined; status: BoardStatus },
): Promise<QuestionBoard> {
  const sessions = await db
    .select({
      id: programItems.id,
      title: programItems.title,
      startsAt: programItems.startsAt,
      total: count(questions.id),
      pending: sql<number>`count(*) filter (where ${questions.status} = 'pending')`.mapWith(Number),
    })
    .from(programItems)
    .leftJoin(questions, and(eq(questions.programItemId, programItems.id), isNull(questions.withdrawnAt)))
    .where(eq(programItems.eventId, eventId))
    .groupBy(programItems.id)
    .orderBy(asc(programItems.startsAt), asc(programItems.title));
  const settings = await loadQaSettingsMap(db, sessions.map((session) => session.id));
  const rows = await selectQuestions(db, viewerId)
    .where(
      and(
        eq(questions.eventId, eventId),
        isNull(questions.withdrawnAt),
        programId ? eq(questions.programItemId, programId) : undefined,
        statusFilter(status),
      ),
    )
    .orderBy(sql`${questions.createdAt} desc`)
    .limit(boardLimit);
  return {
    sessions: sessions.map((session) => ({
      id: session.id,
      title: session.title,
      startsAt: session.startsAt.getTime(),
      settings: settings.get(session.id) ?? defaultQaSettings,
      total: session.total,
      pending: session.pending,
    })),
    questions: rows.map((row) => toQuestion(row, viewerId)).sort(compareQuestions),
  };
}
