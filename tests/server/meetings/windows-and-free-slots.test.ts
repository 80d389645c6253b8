import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '#server/db/schema/profiles.ts';
import { wallClockAt } from '#shared/rules/wall-clock.ts';
import { addMember, insertEvent, insertProgramItem } from '../factories/events.ts';
import { registerTestAccount } from '../helpers/accounts.ts';
import { createMeetingScene, newKey, requestMeeting, sceneTimeZone, type MeetingScene } from '../helpers/meeting-scene.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

// Meeting windows are local times on the event's dates, in its time zone (Tokyo, far from UTC);
// free slots are those free in both people's agendas and meetings, and say nothing else.

let t: TestServer;
let scene: MeetingScene;
beforeAll(async () => {
  t = await startTestServer();
  scene = await createMeetingScene(t);
});
afterAll(() => t.stop());

const localTime = (unixSeconds: number) => {
  const clock = wallClockAt(unixSeconds * 1000, sceneTimeZone);
  return `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
};
const freeSlots = (who: { token: string }, attendeeId: string) =>
  t.api.query<{ slotMinutes: number; slots: number[] }>('meetings.freeSlots', { eventId: scene.eventId, attendeeId }, { token: who.token });

describe('meeting windows', () => {
  it('cuts each window into whole slots at its local times in the event’s time zone', async () => {
    const [ana, ben] = [await scene.attendee('Ana'), await scene.attendee('Ben')];
    const answer = await freeSlots(ana, ben.attendeeId);
    expect(answer.error).toBeUndefined();
    expect(answer.data.slotMinutes).toBe(20);
    // 10:00–12:00 and 14:00–17:00 on day one, 10:00–11:00 on day two: 6 + 9 + 3 slots.
    expect(answer.data.slots).toHaveLength(18);
    expect(answer.data.slots.slice(0, 6).map(localTime)).toEqual(['10:00', '10:20', '10:40', '11:00', '11:20', '11:40']);
    expect(answer.data.slots[0]).toBe(scene.at(0, '10:00'));
    expect(answer.data.slots.at(-1)).toBe(scene.at(1, '10:40'));
  });

  it('refuses a window outside the event’s dates, naming the field', async () => {
    const answer = await scene.settings({ windows: [{ date: '2031-01-05', from: '10:00', to: '11:00' }] });
    expect(answer.error?.data.code).toBe('BAD_REQUEST');
    expect(answer.error?.data.fieldPaths).toHaveProperty(['settings.windows.0.date']);
  });

  it('refuses a window that ends before it starts, and tables as the place without any table', async () => {
    const backwards = await scene.settings({ windows: [{ date: scene.days[0], from: '12:00', to: '10:00' }] });
    expect(backwards.error?.data.code).toBe('BAD_REQUEST');
    const noTables = await scene.settings({ tables: [] });
    expect(noTables.error?.data.code).toBe('BAD_REQUEST');
    expect(noTables.error?.message).toMatch(/at least one table/);
  });

  it('offers no slot that has begun, and a request for a time outside the windows is refused', async () => {
    const [ana, ben] = [await scene.attendee('Ana'), await scene.attendee('Ben')];
    const beforeNoon = await freeSlots(ana, ben.attendeeId);
    // The server's clock moves to day one 11:05 local: 11:20 and 11:40 are still ahead there.
    const until = scene.at(0, '11:05') - Math.floor(Date.now() / 1000);
    t.clock.advance(until);
    try {
      const later = await freeSlots(ana, ben.attendeeId);
      expect(later.data.slots.slice(0, 2).map(localTime)).toEqual(['11:20', '11:40']);
      expect(later.data.slots.length).toBe(beforeNoon.data.slots.length - 4);
      const past = await requestMeeting(t, scene, ana, ben, [scene.at(0, '10:20')]);
      expect(past.error?.data.code).toBe('BAD_REQUEST');
    } finally {
      t.clock.advance(-until);
    }
    const offGrid = await requestMeeting(t, scene, ana, ben, [scene.at(0, '10:05')]);
    expect(offGrid.error?.data.code).toBe('BAD_REQUEST');
    expect(offGrid.error?.data.fieldPaths).toHaveProperty(['slots.0']);
    const lunch = await requestMeeting(t, scene, ana, ben, [scene.at(0, '12:20')]);
    expect(lunch.error?.data.code).toBe('BAD_REQUEST');
  });
});

describe('free slots for a pair', () => {
  it('leaves out times in either person’s agenda or meetings, and answers only free times', async () => {
    const [ana, ben] = [await scene.attendee('Ana'), await scene.attendee('Ben')];
    const keynote = await insertProgramItem(t.db, scene.eventId, { startsAt: new Date(scene.at(0, '10:00') * 1000), endsAt: new Date(scene.at(0, '10:45') * 1000) });
    const workshop = await insertProgramItem(t.db, scene.eventId, { startsAt: new Date(scene.at(0, '14:10') * 1000), endsAt: new Date(scene.at(0, '15:00') * 1000) });
    const star = (who: { token: string }, programId: string) =>
      t.api.mutate('schedule.setAgenda', { idempotencyKey: newKey(), eventId: scene.eventId, programId, inAgenda: true, changedAt: Date.now() }, { token: who.token });
    expect((await star(ana, keynote)).error).toBeUndefined();
    expect((await star(ben, workshop)).error).toBeUndefined();

    const answer = await freeSlots(ana, ben.attendeeId);
    const dayOne = answer.data.slots.filter((slot) => slot < scene.at(1, '00:00')).map(localTime);
    // Ana's keynote takes 10:00, 10:20 and 10:40 (it ends 10:45); Ben's workshop 14:00 to 14:40.
    expect(dayOne).toEqual(['11:00', '11:20', '11:40', '15:00', '15:20', '15:40', '16:00', '16:20', '16:40']);
    // The same from Ben's side: free slots are the pair's, whoever asks.
    expect((await freeSlots(ben, ana.attendeeId)).data.slots).toEqual(answer.data.slots);
    // Only numbers: no session, title or reason travels with them.
    expect(Object.keys(answer.data).sort()).toEqual(['slotMinutes', 'slots']);
  });

  it('answers several people at once by attendeeId, each pair as freeSlots would, and leaves out whom the caller may not ask or who is not in the event', async () => {
    const [ana, ben, cy, hidden] = [await scene.attendee('Ana'), await scene.attendee('Ben'), await scene.attendee('Cy'), await scene.attendee('Hidden')];
    await t.db.insert(profiles).values({ accountId: hidden.account.id, handle: `hidden-${hidden.account.id.slice(0, 8)}`, visibility: 'nobody' });
    // Someone's attendeeId in another event is nobody here.
    const outsider = await addMember(t.db, await insertEvent(t.db, { enableMeetings: true }), (await registerTestAccount(t.api, { firstName: 'Out' })).account.id, 'attendee');
    const talk = await insertProgramItem(t.db, scene.eventId, { startsAt: new Date(scene.at(0, '16:00') * 1000), endsAt: new Date(scene.at(0, '17:00') * 1000) });
    await t.api.mutate('schedule.setAgenda', { idempotencyKey: newKey(), eventId: scene.eventId, programId: talk, inAgenda: true, changedAt: Date.now() }, { token: cy.token });
    const many = await t.api.query<{ slotMinutes: number; people: Array<{ attendeeId: string; slots: number[] }> }>(
      'meetings.freeSlotsMany',
      { eventId: scene.eventId, attendeeIds: [ben.attendeeId, hidden.attendeeId, outsider, cy.attendeeId] },
      { token: ana.token },
    );
    expect(many.error).toBeUndefined();
    expect(many.data.people.map((person) => person.attendeeId)).toEqual([ben.attendeeId, cy.attendeeId]);
    for (const person of many.data.people) expect(person.slots).toEqual((await freeSlots(ana, person.attendeeId)).data.slots);
    expect(many.data.people[1]!.slots).not.toContain(scene.at(0, '16:20'));
  });

  it('leaves out a time when every table is taken then', async () => {
    expect((await scene.settings({ tables: [{ number: 1, capacity: 1 }] })).error).toBeUndefined();
    try {
      const [ana, ben, cy, dee] = [await scene.attendee('Ana'), await scene.attendee('Ben'), await scene.attendee('Cy'), await scene.attendee('Dee')];
      const slot = scene.at(1, '10:00');
      const asked = await requestMeeting(t, scene, ana, ben, [slot]);
      const accepted = await t.api.mutate('meetings.accept', { idempotencyKey: newKey(), eventId: scene.eventId, meetingId: asked.data.id, actedAt: Date.now(), slot }, { token: ben.token });
      expect(accepted.error).toBeUndefined();
      expect((await freeSlots(cy, dee.attendeeId)).data.slots).not.toContain(slot);
      expect((await freeSlots(cy, dee.attendeeId)).data.slots).toContain(scene.at(1, '10:20'));
    } finally {
      await scene.settings();
    }
  });
});
