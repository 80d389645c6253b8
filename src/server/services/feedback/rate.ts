import { and, eq, sql } from 'drizzle-orm';
import type { MyFeedback, RateInput } from '#shared/contracts/feedback.ts';
import type { Db } from '../../db/client.ts';
import { eventFeedback } from '../../db/schema/event-feedback.ts';
import type { EventRow } from '../../db/schema/events.ts';
import { programItems } from '../../db/schema/program-items.ts';
import { programSpeakers } from '../../db/schema/program-speakers.ts';
import { sessionFeedback } from '../../db/schema/session-feedback.ts';
import { DomainError } from '../domain-error.ts';
import { applyOnce } from '../idempotency/apply-once.ts';
import { fingerprintPayload } from '../idempotency/payload-fingerprint.ts';
import { toMyFeedback } from './my-feedback-dto.ts';
import { requireFeedbackOpen } from './feedback-window.ts';

const rateOp = 'feedback.rate';
const sessionMissingMessage = 'This session is not in the schedule (it may have been removed)';
const notStartedMessage = 'This session has not started yet: rate it once it has begun.';
const ownSessionMessage = 'Speakers do not rate their own session; its results are on your feedback page after it ends.';

export interface Rate extends RateInput {
  accountId: string;
  attendeeId: string;
}

type Rater = Pick<EventRow, 'id' | 'startsAt' | 'endsAt' | 'timeZone'>;


/** The session when it belongs to the event, has started, and the rater does not speak at it. */
async function requireRatableSession(tx: Db, write: Rate, now: Date): Promise<void> {
  const programId = write.programId as string;
  const [session] = await tx
    .select({ startsAt: programItems.startsAt, speaker: programSpeakers.attendeeId })
    .from(programItems)
    .leftJoin(programSpeakers, and(eq(programSpeakers.programItemId, programItems.id), eq(programSpeakers.attendeeId, write.attendeeId)))
    .where(and(eq(programItems.id, programId), eq(programItems.eventId, write.eventId)))
    .limit(1);
  if (!session) throw new DomainError('NOT_FOUND', sessionMissingMessage);
  if (now < session.startsAt) throw new DomainError('PRECONDITION_FAILED', notStartedMessage);
  if (session.speaker) throw new DomainError('FORBIDDEN', ownSessionMessage);
}

/**
 * One person's rating of the event (programId null) or of one session, created or changed, once
 * per idempotency key (it is replayed from the outbox). Of two ratings the one made later on its
 * device stands, so an offline phone syncing late does not undo a newer rating from another one.
 * Answers what stands now, replays included.
 */
export async function rate(db: Db, event: Rater, write: Rate, now: Date): Promise<{ programId: string | null; feedback: MyFeedback }> {
  const comment = write.comment.trim();
  // Device clocks run ahead too: a rating never counts as made later than it arrived.
  const ratedAt = new Date(Math.min(write.ratedAt, now.getTime()));
  const values = { accountId: write.accountId, eventId: event.id, rating: write.rating, comment, anonymous: write.anonymous, ratedAt, updatedAt: now };
  const current = async (tx: Db) => {
    const table = write.programId === null ? eventFeedback : sessionFeedback;
    const key =
      write.programId === null
        ? and(eq(eventFeedback.eventId, event.id), eq(eventFeedback.accountId, write.accountId))
        : and(eq(sessionFeedback.programItemId, write.programId), eq(sessionFeedback.accountId, write.accountId));
    const [row] = await tx
      .select({ rating: table.rating, comment: table.comment, anonymous: table.anonymous, updatedAt: table.updatedAt })
      .from(table)
      .where(key)
      .limit(1);
    if (!row) throw new DomainError('NOT_FOUND', sessionMissingMessage);
    return { programId: write.programId, feedback: toMyFeedback(row) };
  };
  return applyOnce(
    db,
    {
      accountId: write.accountId,
      op: rateOp,
      idempotencyKey: write.idempotencyKey,
      fingerprint: fingerprintPayload({
        eventId: write.eventId,
        programId: write.programId,
        rating: write.rating,
        comment: write.comment,
        anonymous: write.anonymous,
      }),
    },
    async (tx) => {
      requireFeedbackOpen(event, now);
      const newer = (table: typeof eventFeedback | typeof sessionFeedback) => sql`excluded.rated_at >= ${table.ratedAt}`;
      const changes = { rating: values.rating, comment: values.comment, anonymous: values.anonymous, ratedAt: values.ratedAt, updatedAt: now };
      if (write.programId === null) {
        await tx
          .insert(eventFeedback)
          .values(values)
          .onConflictDoUpdate({ target: [eventFeedback.eventId, eventFeedback.accountId], set: changes, setWhere: newer(eventFeedback) });
      } else {
        await requireRatableSession(tx, write, now);
        await tx
          .insert(sessionFeedback)
          .values({ ...values, programItemId: write.programId })
          .onConflictDoUpdate({ target: [sessionFeedback.programItemId, sessionFeedback.accountId], set: changes, setWhere: newer(sessionFeedback) });
      }
      return current(tx);
    },
    (_stored, tx) => current(tx).catch(() => _stored),
  );
}
