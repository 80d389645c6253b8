import type { MeetingSettings } from '#shared/contracts/meetings.ts';
import { meetingSlotStarts } from '#shared/rules/meeting-slots.ts';
import type { Db } from '../../db/client.ts';
import type { EventRow } from '../../db/schema/events.ts';
import { DomainError } from '../domain-error.ts';
import { busySpans, clashes, tableBookings } from './busy-times.ts';
import { placeFor } from './meeting-places.ts';

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The event's slot starts from now on (a slot already begun is not offered). */
export function upcomingSlots(event: EventRow, settings: MeetingSettings, now: Date): number[] {
  const starts = meetingSlotStarts(settings.windows, settings.slotMinutes, {
    startsAt: unixSeconds(event.startsAt),
    endsAt: unixSeconds(event.endsAt),
    timeZone: event.timeZone,
  });
  const from = unixSeconds(now);
  return starts.filter((start) => start >= from);
}

/** Every proposed time must be a slot of the grid still ahead: BAD_REQUEST naming those that are not, by position. */
export function refuseUnknownSlots(event: EventRow, settings: MeetingSettings, slots: readonly number[], now: Date): void {
  const grid = new Set(upcomingSlots(event, settings, now));
  const issues = slots.flatMap((slot, index) => (grid.has(slot) ? [] : [{ path: ['slots', index], message: 'Choose one of the meeting times still ahead' }]));
  if (issues.length > 0) throw new DomainError('BAD_REQUEST', issues[0]!.message, { fieldIssues: issues });
}

export interface PairSlots {
  event: EventRow;
  settings: MeetingSettings;
  now: Date;
  people: readonly [string, string];
  /** A meeting being moved or booked: its own booking does not count against it. */
  exceptMeetingId?: string | null;
  /** Only accepted meetings (and tables) count, not sessions: the rule a booking must pass. */
  meetingsOnly?: boolean;
}

/**
 * The slots free for both people: inside the windows and the event's dates, from now on, clear
 * of both agendas and meetings, with a place left. At 5,000 attendees this is two people's rows
 * and the event's table bookings, never anyone else's agenda.
 */
export async function freeSlotsForPair(db: Db, pair: PairSlots): Promise<number[]> {
  const { people, ...rest } = pair;
  const [first, second] = people;
  return (await freeSlotsWithEach(db, { ...rest, viewerId: first, others: [second] })).get(second) ?? [];
}

/**
 * The slots free for the viewer and each of the others, pair by pair (what freeSlotsForPair
 * answers for each), from one read of everyone's busy times and the event's table bookings.
 */
export async function freeSlotsWithEach(
  db: Db,
  { event, settings, now, viewerId, others, exceptMeetingId = null, meetingsOnly = false }: Omit<PairSlots, 'people'> & { viewerId: string; others: readonly string[] },
): Promise<Map<string, number[]>> {
  const free = new Map<string, number[]>(others.map((other) => [other, []]));
  const grid = upcomingSlots(event, settings, now);
  if (grid.length === 0 || others.length === 0) return free;
  // One after the other: inside a transaction pg runs one query at a time on its one client anyway.
  const busy = await busySpans(db, event.id, [viewerId, ...others], { exceptMeetingId, meetingsOnly });
  const bookings = settings.placeKind === 'tables' ? await tableBookings(db, event.id, exceptMeetingId) : [];
  const length = settings.slotMinutes * 60;
  // The viewer's side and the tables are the same for every pair: judged once per slot.
  const open = grid.filter((start) => {
    const slot = { start, end: start + length };
    return !clashes(busy.get(viewerId) ?? [], slot) && placeFor(settings, bookings, slot) !== null;
  });
  for (const other of others) free.set(other, open.filter((start) => !clashes(busy.get(other) ?? [], { start, end: start + length })));
  return free;
}
