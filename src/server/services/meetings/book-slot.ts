import type { MeetingSettings } from '#shared/contracts/meetings.ts';
import type { Db } from '../../db/client.ts';
import type { EventRow } from '../../db/schema/events.ts';
import type { MeetingRow } from '../../db/schema/meetings.ts';
import { DomainError } from '../domain-error.ts';
import { busySpans, clashes, tableBookings } from './busy-times.ts';
import { freeSlotsForPair, upcomingSlots } from './free-slots.ts';
import { readMeetingSettings } from './meeting-settings.ts';
import { placeFor, type MeetingPlace } from './meeting-places.ts';
import { meetingTimeText } from '#shared/rules/meeting-time-text.ts';

/** How many free slots a refusal offers instead. */
const offeredInstead = 5;

/**
 * A time refused under the event's booking lock. Thrown out of the transaction without the next
 * free slots: working them out takes a free-slot search, and every other booking of the event
 * waited for it while the lock was held (answers' p99 at the meetings bench, issue 36).
 * offerFreeSlotsInstead turns it into the CONFLICT the caller sees, after the lock is released.
 */
export class SlotTakenRefusal extends Error {
  override readonly name = 'SlotTakenRefusal';
  constructor(
    message: string,
    readonly people: readonly [string, string],
    readonly meetingId: string,
  ) {
    super(message);
  }
}

/** CONFLICT, reason MEETING_SLOT_TAKEN, with the pair's next free slots as they are now (no lock held). */
export async function offerFreeSlotsInstead(db: Db, { event, now, refusal }: { event: EventRow; now: Date; refusal: SlotTakenRefusal }): Promise<never> {
  const settings = await readMeetingSettings(db, event.id);
  const free = await freeSlotsForPair(db, { event, settings, now, people: refusal.people, exceptMeetingId: refusal.meetingId });
  throw new DomainError('CONFLICT', refusal.message, { reason: 'MEETING_SLOT_TAKEN', freeSlots: free.slice(0, offeredInstead) });
}

export interface Booking extends MeetingPlace {
  startsAt: Date;
  endsAt: Date;
}

/**
 * Books `slot` for the meeting's two people, inside a transaction that holds the event's meeting
 * settings lock (readMeetingSettings with lock: decision 0088), so what is read here cannot change
 * before the commit: neither person may have another accepted meeting overlapping it, and a
 * table must have room (tables). A refusal is a SlotTakenRefusal, which the caller turns into
 * CONFLICT MEETING_SLOT_TAKEN with the pair's next free slots once the transaction is over.
 */
export async function bookSlot(tx: Db, { event, settings, meeting, slot, now }: { event: EventRow; settings: MeetingSettings; meeting: MeetingRow; slot: number; now: Date }): Promise<Booking> {
  const people = [meeting.requesterId, meeting.recipientId] as const;
  const refuse = (why: string): never => {
    throw new SlotTakenRefusal(`${meetingTimeText(slot, event.timeZone)} is no longer free: ${why}`, people, meeting.id);
  };
  if (!upcomingSlots(event, settings, now).includes(slot)) {
    return refuse(slot * 1000 < now.getTime() ? 'that time has passed' : 'it is no longer one of the meeting times');
  }
  const span = { start: slot, end: slot + settings.slotMinutes * 60 };
  const busy = await busySpans(tx, event.id, people, { exceptMeetingId: meeting.id, meetingsOnly: true });
  if (clashes(busy.get(meeting.requesterId) ?? [], span) || clashes(busy.get(meeting.recipientId) ?? [], span)) {
    return refuse('one of you has another meeting then');
  }
  const place = settings.placeKind === 'tables' ? placeFor(settings, await tableBookings(tx, event.id, meeting.id), span) : placeFor(settings, [], span);
  if (!place) return refuse('every meeting table is taken then');
  return { ...place, startsAt: new Date(span.start * 1000), endsAt: new Date(span.end * 1000) };
}
