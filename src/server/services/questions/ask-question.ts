import type { Question } from '#shared/contracts/questions.ts';
import type { Db } from '../../db/client.ts';
import { questions } from '../../db/schema/questions.ts';
import type { EventAccess } from '../access/event-access.ts';
import { DomainError } from '../domain-error.ts';
import { applyOnce } from '../idempotency/apply-once.ts';
import { fingerprintPayload } from '../idempotency/payload-fingerprint.ts';
import { loadQaSession, requireOpen } from './qa-settings.ts';
import { loadQuestion, toQuestion } from './question-rows.ts';
import { canModerateSession } from './require-questions.ts';

const askQuestionOp = 'questions.ask';

export interface AskQuestion {
  accountId: string;
  idempotencyKey: string;
  programId: string;
  /** Trimmed, 1–500 characters (the contract saw to it). */
  text: string;
  anonymous: boolean;
  askedAt: number;
}

/**
 * Asks once per idempotency key (queued offline, it may be sent again). With pre-approval on, the
 * question waits for a moderator; a moderator's own question does not. Refusals (closed, no such
 * session) leave the key unused, so the same entry is judged again if the user retries it.
 */
export async function askQuestion(db: Db, access: EventAccess, write: AskQuestion): Promise<Question> {
  const eventId = access.event.id;
  return applyOnce(
    db,
    {
      accountId: write.accountId,
      op: askQuestionOp,
      idempotencyKey: write.idempotencyKey,
      fingerprint: fingerprintPayload({ eventId, programId: write.programId, text: write.text, anonymous: write.anonymous }),
    },
    async (tx) => {
      const session = await loadQaSession(tx, eventId, write.programId);
      requireOpen(session.settings);
      const waits = session.settings.preApproval && !(await canModerateSession(tx, access, write.programId));
      const [inserted] = await tx
        .insert(questions)
        .values({
          eventId,
          programItemId: write.programId,
          accountId: write.accountId,
          text: write.text,
          anonymous: write.anonymous,
          status: waits ? 'pending' : 'approved',
          askedAt: new Date(write.askedAt),
        })
        .returning({ id: questions.id });
      const row = inserted && (await loadQuestion(tx, eventId, inserted.id, write.accountId));
      if (!row) throw new DomainError('INTERNAL_SERVER_ERROR', 'The question was not saved');
      return toQuestion(row, write.accountId);
    },
    // A replay answers the question as it stands now (approved or answered since, say).
    async (stored, tx) => {
      const row = await loadQuestion(tx, eventId, stored.id, write.accountId);
      return row ? toQuestion(row, write.accountId) : stored;
    },
  );
}
