import { and, eq, isNull, or } from 'drizzle-orm';
import type { QuestionList } from '#shared/contracts/questions.ts';
import { compareQuestions } from '#shared/rules/question-order.ts';
import type { Db } from '../../db/client.ts';
import { questions } from '../../db/schema/questions.ts';
import type { EventAccess } from '../access/event-access.ts';
import { loadQaSession } from './qa-settings.ts';
import { selectQuestions, toQuestion } from './question-rows.ts';
import { canModerateSession } from './require-questions.ts';

/**
 * A session's questions as one viewer may see them: approved ones for everyone; waiting and
 * hidden ones for moderators and for their own asker (who sees theirs marked, not gone).
 */
export async function listQuestions(db: Db, access: EventAccess, viewerId: string, programId: string): Promise<QuestionList> {
  const session = await loadQaSession(db, access.event.id, programId);
  const canModerate = await canModerateSession(db, access, programId);
  const visible = canModerate ? undefined : or(eq(questions.status, 'approved'), eq(questions.accountId, viewerId));
  const rows = await selectQuestions(db, viewerId).where(and(eq(questions.programItemId, programId), isNull(questions.withdrawnAt), visible));
  return {
    programId,
    settings: session.settings,
    canModerate,
    questions: rows.map((row) => toQuestion(row, viewerId)).sort(compareQuestions),
  };
}
