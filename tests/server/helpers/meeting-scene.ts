import { randomUUID } from 'node:crypto';
import type { Meeting, MeetingSettings } from '#shared/contracts/meetings.ts';
import { localDateOf, partsOfDate } from '#shared/rules/meeting-slots.ts';
import { wallTimeToInstant } from '#shared/rules/wall-clock.ts';
import { expect } from 'vitest';
import { addMember, insertEvent } from '../factories/events.ts';
import { registerTestAccount, type TestAccount } from './accounts.ts';
import type { ApiResponse } from './trpc-http.ts';
import type { TestServer } from './test-server.ts';

// A 1:1 meetings scene: an event ten days ahead in a time zone far from UTC, two local days long,
// meetings on, an organizer who sets the windows, and attendees made on demand.

export const sceneTimeZone = 'Asia/Tokyo';
export const newKey = () => `mk-${randomUUID()}`;

/** A member of the scene's event: the account, and the attendeeId that meetings procedures name them by. */
export type MeetingAttendee = TestAccount & { attendeeId: string };

export interface MeetingScene {
  eventId: string;
  organizer: TestAccount;
  /** The event's two local dates, YYYY-MM-DD. */
  days: [string, string];
  /** Unix seconds of a local wall time on day 0 or 1 in the scene's zone. */
  at(day: 0 | 1, time: string): number;
  attendee(firstName?: string): Promise<MeetingAttendee>;
  settings(changes?: Partial<MeetingSettings>): Promise<ApiResponse>;
}

export const baseSettings = (days: [string, string]): MeetingSettings => ({
  windows: [
    { date: days[0], from: '10:00', to: '12:00' },
    { date: days[0], from: '14:00', to: '17:00' },
    { date: days[1], from: '10:00', to: '11:00' },
  ],
  slotMinutes: 20,
  placeKind: 'tables',
  areaName: 'Lounge',
  meetingPoint: '',
  tables: [
    { number: 1, capacity: 1 },
    { number: 2, capacity: 1 },
  ],
  dailyRequestLimit: null,
  whoMayRequest: 'everyone',
});

export async function createMeetingScene(t: TestServer, eventOverrides: Parameters<typeof insertEvent>[1] = {}): Promise<MeetingScene> {
  const first = localDateOf(Math.floor(Date.now() / 1000) + 10 * 86_400, sceneTimeZone);
  const next = new Date(Date.UTC(partsOfDate(first)!.year, partsOfDate(first)!.month - 1, partsOfDate(first)!.day + 1));
  const second = next.toISOString().slice(0, 10);
  const days: [string, string] = [first, second];
  const at = (day: 0 | 1, time: string) => {
    const [hour, minute] = time.split(':').map(Number);
    return Math.floor(wallTimeToInstant({ ...partsOfDate(days[day])!, hour: hour!, minute: minute! }, sceneTimeZone) / 1000);
  };
  const eventId = await insertEvent(t.db, {
    timeZone: sceneTimeZone,
    startsAt: new Date(at(0, '08:00') * 1000),
    endsAt: new Date(at(1, '18:00') * 1000),
    enableMeetings: true,
    enableAttendeeList: true,
    ...eventOverrides,
  });
  const organizer = await registerTestAccount(t.api, { firstName: 'Olga', lastName: 'Organizer' });
  await addMember(t.db, eventId, organizer.account.id, 'organizer');
  const settings = (changes: Partial<MeetingSettings> = {}) =>
    t.api.mutate('meetings.updateSettings', { eventId, settings: { ...baseSettings(days), ...changes } }, { token: organizer.token });
  const attendee = async (firstName = 'Ana'): Promise<MeetingAttendee> => {
    const person = await registerTestAccount(t.api, { firstName, lastName: 'Attendee' });
    return { ...person, attendeeId: await addMember(t.db, eventId, person.account.id, 'attendee') };
  };
  expect((await settings()).error).toBeUndefined();
  return { eventId, organizer, days, at, attendee, settings };
}

/** A request from `from` to `to` for these slots; the answer as sent. */
export function requestMeeting(t: TestServer, scene: MeetingScene, from: TestAccount, to: { attendeeId: string }, slots: number[], key = newKey()) {
  return t.api.mutate<Meeting>('meetings.request', { idempotencyKey: key, eventId: scene.eventId, attendeeId: to.attendeeId, slots, message: 'Coffee?', requestedAt: Date.now() }, { token: from.token });
}

/** An answer to a meeting (accept, propose, decline, cancel, reschedule, markMet) with a fresh key unless given. */
export function answerMeeting(t: TestServer, scene: MeetingScene, who: TestAccount, path: string, meetingId: string, extra: Record<string, unknown> = {}, key = newKey()) {
  return t.api.mutate<Meeting>(`meetings.${path}`, { idempotencyKey: key, eventId: scene.eventId, meetingId, actedAt: Date.now(), ...extra }, { token: who.token });
}

/** A request that must pass; its meeting. */
export async function requested(t: TestServer, scene: MeetingScene, from: TestAccount, to: { attendeeId: string }, slots: number[]): Promise<Meeting> {
  const response = await requestMeeting(t, scene, from, to, slots);
  expect(response.error).toBeUndefined();
  return response.data;
}
