import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ModerationAction, Question } from '#shared/contracts/questions.ts';
import type { Db } from '../../db/client.ts';
import { questions } from '../../db/schema/questions.ts';
import type { EventAccess } from '../access/event-access.ts';
import { DomainError } from '../domain-error.ts';
import { loadQuestion, toQuestion } from './question-rows.ts';
import { requireModerator } from './require-questions.ts';
import { questionGoneMessage } from './vote-question.ts';

const pinHiddenMessage = 'A hidden question cannot be pinned: approve it first';

type Changes = PgUpdateSetSource<typeof questions>;

// What each action sets. `now()` stamps updatedAt (and contentAt when others' screens must show
// or drop the text), which is what live updates send by.
function changesFor(action: ModerationAction, now: Date): Changes {
  switch (action) {
    case 'approve':
      return { status: 'approved', contentAt: sql`now()` };
    case 'hide':
      return { status: 'hidden', pinned: false, contentAt: sql`now()` };
    case 'answer':
      // Answered is done being answered: it leaves the pin.
      return { answeredAt: now, pinned: false };
    case 'unanswer':
      return { answeredAt: null };
    case 'pin':
      return { pinned: true, status: 'approved', contentAt: sql`now()` };
    case 'unpin':
      return { pinned: false };
  }
}

/**
 * Approve, hide, mark answered, pin: by the session's speakers and the organizers. Pinning one
 * unpins the session's other (the unique index keeps it to one even under a race).
 */
export async function moderateQuestion(
  db: Db,
  access: EventAccess,
  { questionId, action, viewerId, now }: { questionId: string; action: ModerationAction; viewerId: string; now: Date },
): Promise<Question> {
  const eventId = access.event.id;
  const question = await loadQuestion(db, eventId, questionId, viewerId);
  if (!question || question.withdrawnAt) throw new DomainError('NOT_FOUND', questionGoneMessage);
  await requireModerator(db, access, question.programId);
  if (action === 'pin' && question.status === 'hidden') throw new DomainError('PRECONDITION_FAILED', pinHiddenMessage);
  return db.transaction(async (tx) => {
    if (action === 'pin') {
      await tx
        .update(questions)
        .set({ pinned: false, updatedAt: sql`now()` })
        .where(and(eq(questions.programItemId, question.programId), eq(questions.pinned, true), ne(questions.id, question.id)));
    }
    await tx
      .update(questions)
      .set({ ...changesFor(action, now), updatedAt: sql`now()` })
      .where(eq(questions.id, question.id));
    const row = await loadQuestion(tx, eventId, questionId, viewerId);
    if (!row) throw new DomainError('NOT_FOUND', questionGoneMessage);
    return toQuestion(row, viewerId);
  });
}
