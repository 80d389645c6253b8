import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { EventRow } from '../../db/schema/events.ts';
import { meetings } from '../../db/schema/meetings.ts';
import { DomainError } from '../domain-error.ts';
import { bookSlot, offerFreeSlotsInstead, SlotTakenRefusal } from './book-slot.ts';
import { refuseUnknownSlots } from './free-slots.ts';
import { readMeetingSettings } from './meeting-settings.ts';
import { applyMeetingWrite, lockOwnMeeting, requireTurnToAnswer, type Applied, type MeetingWrite } from './meeting-write.ts';

/**
 * Accepts one of the proposed times. The event's settings row is locked first, then the meeting
 * (the one lock order every booking keeps), so two answers at once, for this meeting or for two
 * meetings of one person or one table, are judged one after the other: the second sees the
 * first's booking and is refused with the next free slots (decision 0088).
 */
export async function acceptMeeting(db: Db, event: EventRow, write: MeetingWrite & { slot: number }, now: Date): Promise<Applied> {
  const accepting = applyMeetingWrite(db, 'meeting.accept', write, { slot: write.slot }, async (tx) => {
    const settings = await readMeetingSettings(tx, event.id, { lock: true });
    const row = await lockOwnMeeting(tx, write);
    requireTurnToAnswer(row, write.accountId);
    if (!row.proposedSlots.includes(write.slot)) throw new DomainError('BAD_REQUEST', 'Choose one of the proposed times', { fieldIssues: [{ path: ['slot'], message: 'Choose one of the proposed times' }] });
    const booking = await bookSlot(tx, { event, settings, meeting: row, slot: write.slot, now });
    await tx
      .update(meetings)
      .set({ state: 'accepted', startsAt: booking.startsAt, endsAt: booking.endsAt, tableNumber: booking.tableNumber, place: booking.place, remindedAt: null, updatedAt: now })
      .where(eq(meetings.id, row.id));
  });
  // A refused time's next free slots are found after the transaction, with the lock released.
  return accepting.catch((error: unknown) => (error instanceof SlotTakenRefusal ? offerFreeSlotsInstead(db, { event, now, refusal: error }) : Promise.reject(error)));
}

/**
 * Other times instead of those proposed (pending, the answering side), or new times for an
 * accepted meeting (either side: a reschedule gives up the booked time and table at once, and the
 * meeting is a request again, now the other side's to answer).
 */
export async function proposeMeetingTimes(
  db: Db,
  event: EventRow,
  write: MeetingWrite & { slots: number[]; message: string },
  { reschedule }: { reschedule: boolean },
  now: Date,
): Promise<Applied> {
  return applyMeetingWrite(db, reschedule ? 'meeting.reschedule' : 'meeting.propose', write, { slots: write.slots, message: write.message }, async (tx) => {
    const settings = await readMeetingSettings(tx, event.id);
    const row = await lockOwnMeeting(tx, write);
    if (reschedule) {
      if (row.state !== 'accepted') throw new DomainError('CONFLICT', 'Only an accepted meeting can be rescheduled');
      if (row.endsAt && row.endsAt <= now) throw new DomainError('CONFLICT', 'This meeting is over');
    } else {
      requireTurnToAnswer(row, write.accountId);
    }
    refuseUnknownSlots(event, settings, write.slots, now);
    await tx
      .update(meetings)
      .set({
        state: 'pending',
        proposedSlots: [...write.slots].sort((a, b) => a - b),
        proposedBy: write.accountId,
        message: write.message || row.message,
        startsAt: null,
        endsAt: null,
        tableNumber: null,
        place: '',
        remindedAt: null,
        updatedAt: now,
      })
      .where(eq(meetings.id, row.id));
  });
}

/** Declines a pending request (the answering side), with an optional reason the other person reads. */
export async function declineMeeting(db: Db, event: EventRow, write: MeetingWrite & { reason: string }, now: Date): Promise<Applied> {
  return applyMeetingWrite(db, 'meeting.decline', write, { reason: write.reason }, async (tx) => {
    const row = await lockOwnMeeting(tx, { ...write, eventId: event.id });
    requireTurnToAnswer(row, write.accountId);
    await tx.update(meetings).set({ state: 'declined', declineReason: write.reason, updatedAt: now }).where(eq(meetings.id, row.id));
  });
}
