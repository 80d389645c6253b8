import { TRPCClientError } from '@trpc/client';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import type { Clash, ScheduleEditor } from '#shared/contracts/schedule-admin.ts';
import type { Session } from '#shared/contracts/schedule.ts';
import { eventRoleGrants } from '#shared/rules/permissions.ts';
import type { AppRouter } from '#client/lib/trpc.ts';
import { makeEvent } from '../helpers/factories.ts';

// An event in Tokyo (UTC+9, no daylight saving): its days and clocks differ from UTC's, and
// from the test machine's, so a time read in the wrong zone shows.
export const eventId = '5eed0000-0000-4000-8000-000000000001';
export const timeZone = 'Asia/Tokyo';

/** Unix seconds of a clock time in Tokyo. */
export const tokyo = (month: number, day: number, hour: number, minute = 0) => Date.UTC(2026, month - 1, day, hour - 9, minute) / 1000;

export const ada = { attendeeId: '5eed0000-0000-4000-8000-0000000000a1', firstName: 'Ada', lastName: 'Lovelace', role: 'speaker' };
export const grace = { attendeeId: '5eed0000-0000-4000-8000-0000000000a2', firstName: 'Grace', lastName: 'Hopper', role: 'speaker' };
export const alan = { attendeeId: '5eed0000-0000-4000-8000-0000000000a3', firstName: 'Alan', lastName: 'Turing', role: 'attendee' };

const speaker = (person: typeof ada) => ({ attendeeId: person.attendeeId, handle: null, firstName: person.firstName, lastName: person.lastName, headline: '', company: '', picture: null });

export function session(id: string, title: string, startsAt: number, endsAt: number, overrides: Partial<Session> = {}): Session {
  return { id: `5eed0000-0000-4000-8000-0000000005${id}`, eventId, title, description: '', room: '', track: '', startsAt, endsAt, speakers: [], updatedAt: 1, ...overrides };
}

export const keynote = session('01', 'Opening keynote', tokyo(11, 22, 9), tokyo(11, 22, 10), { room: 'Main hall', track: 'Plenary', speakers: [speaker(ada)] });
export const workshop = session('02', 'Rust workshop', tokyo(11, 22, 9, 30), tokyo(11, 22, 11), { room: 'Main hall', track: 'Workshops', speakers: [speaker(ada)] });
/** 23:30 to 01:00: on the 22nd's list, though it ends on the 23rd. */
export const hack = session('03', 'Late-night hack', tokyo(11, 22, 23, 30), tokyo(11, 23, 1), { room: 'Lab' });
/** 08:00 in Tokyo is still the 22nd in UTC: it belongs to the 23rd. */
export const breakfast = session('04', 'Breakfast panel', tokyo(11, 23, 8), tokyo(11, 23, 9), { room: 'Main hall' });

export const clashes: Clash[] = [
  { kind: 'room', label: 'Main hall', sessionIds: [keynote.id, workshop.id] },
  { kind: 'speaker', label: 'Ada Lovelace', sessionIds: [keynote.id, workshop.id] },
];

export function editorData(overrides: Partial<ScheduleEditor> = {}): ScheduleEditor {
  return { sessions: [breakfast, hack, workshop, keynote], clashes, speakerChoices: [ada, grace, alan], ...overrides };
}

export function tokyoEvent(overrides: Partial<HallwayEvent> = {}): HallwayEvent {
  return makeEvent({ id: eventId, timeZone, startsAt: tokyo(11, 22, 8), endsAt: tokyo(11, 23, 18), viewerPermissions: [...eventRoleGrants.organizer], ...overrides });
}

/** A zod refusal as the server formats it (src/server/trpc/init.ts): flattened by the first path key. */
/** A BAD_REQUEST shaped as src/server/trpc/init.ts shapes zod errors (by top-level key and by full path). */
export function zodRefusal(path: string, message: string, fieldErrors: Record<string, string[]>): TRPCClientError<AppRouter> {
  const data = { code: 'BAD_REQUEST', fieldErrors, fieldPaths: { [path]: [message] } };
  return TRPCClientError.from({ error: { message: `${path}: ${message}`, code: -32600, data } }) as TRPCClientError<AppRouter>;
}
