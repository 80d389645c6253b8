import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { EventRow } from '../../db/schema/events.ts';
import { meetings } from '../../db/schema/meetings.ts';
import { DomainError } from '../domain-error.ts';
import { applyMeetingWrite, lockOwnMeeting, type Applied, type MeetingWrite } from './meeting-write.ts';
import { weMetOpensSeconds } from '#shared/rules/meeting-time-text.ts';

/** Cancels a pending or accepted meeting (either side); its time and table are free again at once. */
export async function cancelMeeting(db: Db, event: EventRow, write: MeetingWrite & { reason: string }, now: Date): Promise<Applied> {
  return applyMeetingWrite(db, 'meeting.cancel', write, { reason: write.reason }, async (tx) => {
    const row = await lockOwnMeeting(tx, { ...write, eventId: event.id });
    if (row.state !== 'pending' && row.state !== 'accepted') throw new DomainError('CONFLICT', `This meeting is already ${row.state}`);
    if (row.state === 'accepted' && row.endsAt && row.endsAt <= now) throw new DomainError('CONFLICT', 'This meeting is over');
    await tx
      .update(meetings)
      .set({ state: 'cancelled', cancelledBy: write.accountId, declineReason: write.reason, tableNumber: null, updatedAt: now })
      .where(eq(meetings.id, row.id));
  });
}

/**
 * "We met", from either side, offline too (queued, then sent; marked at the server's time of
 * arrival): the meeting counts as held from the first sign. Only an accepted meeting, from a
 * little before its start.
 */
export async function markMet(db: Db, event: EventRow, write: MeetingWrite, now: Date): Promise<Applied> {
  return applyMeetingWrite(db, 'meeting.met', write, {}, async (tx) => {
    const row = await lockOwnMeeting(tx, { ...write, eventId: event.id });
    if (row.state !== 'accepted' || !row.startsAt) throw new DomainError('CONFLICT', 'Only an accepted meeting can be marked as held');
    if (now.getTime() < row.startsAt.getTime() - weMetOpensSeconds * 1000) throw new DomainError('PRECONDITION_FAILED', 'You can mark the meeting once its time has come');
    const mine = row.requesterId === write.accountId ? { requesterMetAt: now } : { recipientMetAt: now };
    await tx
      .update(meetings)
      .set({ ...mine, heldAt: row.heldAt ?? now, updatedAt: now })
      .where(eq(meetings.id, row.id));
  });
}
