import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { questions } from '../../db/schema/questions.ts';
import { DomainError } from '../domain-error.ts';
import { loadQuestion } from './question-rows.ts';
import { questionGoneMessage } from './vote-question.ts';

const notYourQuestionMessage = 'You may withdraw only your own questions';

/** The asker takes their question back; every screen drops it (the row stays for live updates). */
export async function withdrawQuestion(db: Db, { eventId, questionId, accountId }: { eventId: string; questionId: string; accountId: string }) {
  const question = await loadQuestion(db, eventId, questionId, accountId);
  if (!question || question.withdrawnAt) throw new DomainError('NOT_FOUND', questionGoneMessage);
  if (question.accountId !== accountId) throw new DomainError('FORBIDDEN', notYourQuestionMessage);
  await db
    .update(questions)
    .set({ withdrawnAt: sql`now()`, pinned: false, updatedAt: sql`now()`, contentAt: sql`now()` })
    .where(eq(questions.id, question.id));
  return { id: question.id, programId: question.programId };
}
