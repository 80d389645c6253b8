import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '#server/db/schema/accounts.ts';
import type { SaveSessionInput } from './types.ts';
import type { ScheduleEditor } from '#shared/contracts/schedule-admin.ts';
import type { Session } from '#shared/contracts/schedule.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { eventWithOrganizer, getSchedule, joinAs } from './scene.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

const nine = Math.floor(Date.UTC(2030, 5, 1, 13) / 1000);
const hour = 3600;

async function save(token: string, input: SaveSessionInput) {
  return t.api.mutate<{ session: Session; clashes: ScheduleEditor['clashes'] }>('scheduleAdmin.save', input, { token });
}

describe('schedule editor', () => {
  it('saves sessions with speakers in order, warns of room and speaker clashes, and refuses a non-member speaker as a field error', async () => {
    const { eventId, organizer } = await eventWithOrganizer(t, { enableSchedule: false });
    const ada = await joinAs(t, eventId, 'speaker', { firstName: 'Ada', lastName: 'Speaker' });
    const bob = await joinAs(t, eventId, 'attendee', { firstName: 'Bob', lastName: 'Attendee' });
    const first = await save(organizer.token, { eventId, session: { title: 'Talk one', room: 'Room A', startsAt: nine, endsAt: nine + hour, speakerAttendeeIds: [bob.attendeeId, ada.attendeeId] } });
    expect(first.error).toBeUndefined();
    expect(first.data.session.speakers.map((speaker) => speaker.firstName)).toEqual(['Bob', 'Ada']);
    expect(first.data.clashes).toEqual([]);

    const second = await save(organizer.token, { eventId, session: { title: 'Talk two', room: 'room a', startsAt: nine + 1800, endsAt: nine + 2 * hour, speakerAttendeeIds: [ada.attendeeId] } });
    expect(second.data.clashes).toEqual([
      { kind: 'room', label: 'Room A', sessionIds: [first.data.session.id, second.data.session.id] },
      { kind: 'speaker', label: 'Ada Speaker', sessionIds: [first.data.session.id, second.data.session.id] },
    ]);
    // Touching ends do not clash.
    const moved = await save(organizer.token, { eventId, sessionId: second.data.session.id, session: { title: 'Talk two', room: 'Room A', startsAt: nine + hour, endsAt: nine + 2 * hour, speakerAttendeeIds: [ada.attendeeId] } });
    expect(moved.data.clashes).toEqual([]);
    expect(moved.data.session.id).toBe(second.data.session.id);

    const stranger = await joinAs(t, (await eventWithOrganizer(t)).eventId, 'speaker', { firstName: 'Elsewhere', lastName: 'Speaker' });
    const refused = await save(organizer.token, { eventId, session: { title: 'X', startsAt: nine, endsAt: nine + hour, speakerAttendeeIds: [stranger.attendeeId] } });
    expect(refused.error?.data.code).toBe('BAD_REQUEST');
    expect(refused.error?.data.fieldErrors).toEqual({ session: ['Every speaker must be a member of this event'] });
    const backwards = await save(organizer.token, { eventId, session: { title: 'X', startsAt: nine, endsAt: nine - 1 } });
    expect(backwards.error?.data.fieldErrors).toEqual({ session: ['The session must end after it starts'] });

    // The editor works with the schedule switched off; attendees meanwhile are refused.
    const editor = await t.api.query<ScheduleEditor>('scheduleAdmin.editor', { eventId }, { token: organizer.token });
    expect(editor.data.sessions.map((session) => session.title)).toEqual(['Talk one', 'Talk two']);
    expect(editor.data.speakerChoices[0]).toMatchObject({ attendeeId: ada.attendeeId, role: 'speaker' });
    expect(editor.data.speakerChoices).toHaveLength(3);
    expect((await t.api.query('schedule.get', { eventId }, { token: bob.token })).error?.data.code).toBe('FORBIDDEN');
  });
});

describe('schedule delta sync', () => {
  it('answers only sessions changed or removed since the cursor, and a speaker’s new name surfaces their sessions', async () => {
    const { eventId, organizer } = await eventWithOrganizer(t);
    const speaker = await joinAs(t, eventId, 'speaker', { firstName: 'Rene', lastName: 'Rename' });
    const attendee = await joinAs(t, eventId, 'attendee', { firstName: 'Ann', lastName: 'Attendee' });
    const ids: string[] = [];
    for (const [index, title] of ['Stays', 'Changes', 'Goes', 'Spoken'].entries()) {
      const saved = await save(organizer.token, {
        eventId,
        session: { title, room: `Room ${index}`, startsAt: nine + index * hour, endsAt: nine + (index + 1) * hour, speakerAttendeeIds: title === 'Spoken' ? [speaker.attendeeId] : [] },
      });
      ids.push(saved.data.session.id);
    }
    // Both gaps are longer than the look-back each answer reaches (cursorOverlapMs).
    t.clock.advance(60);
    const full = await getSchedule(t, attendee, eventId);
    expect(full).toMatchObject({ full: true, removedSessionIds: [] });
    expect(full.sessions).toHaveLength(4);
    const spoken = full.sessions.find((session) => session.title === 'Spoken')!;
    expect(spoken.speakers).toEqual([{ attendeeId: speaker.attendeeId, handle: null, firstName: 'Rene', lastName: 'Rename', headline: '', company: '', picture: null }]);

    t.clock.advance(60);
    expect(await getSchedule(t, attendee, eventId, full.cursor)).toMatchObject({ sessions: [], removedSessionIds: [], full: false });
    await save(organizer.token, { eventId, sessionId: ids[1], session: { title: 'Changed', room: 'Room 9', startsAt: nine + hour, endsAt: nine + 2 * hour } });
    await t.api.mutate('scheduleAdmin.remove', { eventId, sessionId: ids[2] }, { token: organizer.token });
    await t.db.update(accounts).set({ firstName: 'Renée', updatedAt: t.clock.now() }).where(eq(accounts.id, speaker.account.id));

    const delta = await getSchedule(t, attendee, eventId, full.cursor);
    expect(delta.full).toBe(false);
    expect(delta.removedSessionIds).toEqual([ids[2]]);
    expect(delta.sessions.map((session) => session.title).sort()).toEqual(['Changed', 'Spoken']);
    const renamed = delta.sessions.find((session) => session.title === 'Spoken')!;
    expect(renamed.speakers[0]?.firstName).toBe('Renée');
    expect(renamed.updatedAt).toBeGreaterThan(spoken.updatedAt);
    expect(delta.cursor).toBeGreaterThan(full.cursor);

    const missing = await t.api.mutate('scheduleAdmin.remove', { eventId, sessionId: ids[2] }, { token: organizer.token });
    expect(missing.error?.data.code).toBe('NOT_FOUND');
  });
});
