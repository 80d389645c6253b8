import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '#server/db/schema/accounts.ts';
import { events } from '#server/db/schema/events.ts';
import { programItems } from '#server/db/schema/program-items.ts';
import { scheduleSchema, type Schedule, type Session } from '#shared/contracts/schedule.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { eventWithOrganizer, getSchedule, joinAs } from '../schedule/scene.ts';
import type { SaveSessionInput } from '../schedule/types.ts';
import { getFeed, onceChangeKnown } from './feed-http.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

const nine = Math.floor(Date.UTC(2030, 5, 1, 13) / 1000);
const hour = 3600;
const save = (token: string, input: SaveSessionInput) => t.api.mutate<{ session: Session }>('scheduleAdmin.save', input, { token });

async function scheduleFeed(token: string, eventId: string, options: { ifNoneMatch?: string; acceptEncoding?: string } = {}) {
  const answer = await getFeed(t.url, 'schedule', eventId, { token, ...options });
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return { ...answer, schedule: scheduleSchema.parse(answer.body) };
}

async function eventWithSessions() {
  const { eventId, organizer } = await eventWithOrganizer(t);
  const speaker = await joinAs(t, eventId, 'speaker', { firstName: 'Sam', lastName: 'Speaker' });
  const attendee = await joinAs(t, eventId, 'attendee', { firstName: 'Ann', lastName: 'Attendee' });
  const ids: string[] = [];
  for (const [index, title] of ['Opening', 'Keynote'].entries()) {
    const saved = await save(organizer.token, {
      eventId,
      session: { title, room: 'Hall', startsAt: nine + index * hour, endsAt: nine + (index + 1) * hour, speakerAttendeeIds: index === 1 ? [speaker.attendeeId] : [] },
    });
    ids.push(saved.data.session.id);
  }
  return { eventId, organizer, speaker, attendee, ids };
}

const withoutCursor = ({ cursor: _cursor, ...rest }: Schedule) => rest;

describe('schedule feed', () => {
  it('sends the whole schedule as schedule.get does, in the coding asked for, valid against the contract', async () => {
    const { eventId, attendee } = await eventWithSessions();
    const fromProcedure = await getSchedule(t, attendee, eventId);
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const answer = await scheduleFeed(attendee.token, eventId, { acceptEncoding });
      expect(answer.headers.get('content-encoding')).toBe(acceptEncoding === 'identity' ? null : acceptEncoding);
      expect(answer.headers.get('cache-control')).toBe('private, no-cache');
      expect(answer.headers.get('vary')).toContain('accept-encoding');
      expect(withoutCursor(answer.schedule)).toEqual(withoutCursor(fromProcedure));
      expect(answer.schedule.full).toBe(true);
    }
  });

  it('answers 304 with no body to a matching If-None-Match, and the new schedule once a session changes', async () => {
    const { eventId, organizer, attendee, ids } = await eventWithSessions();
    const first = await scheduleFeed(attendee.token, eventId);
    expect(first.etag).toMatch(/^W\/"schedule-/);

    const unchanged = await getFeed(t.url, 'schedule', eventId, { token: attendee.token, ifNoneMatch: first.etag! });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBeNull();
    expect(unchanged.etag).toBe(first.etag);

    await save(organizer.token, { eventId, sessionId: ids[0], session: { title: 'Opening (moved)', room: 'Hall B', startsAt: nine, endsAt: nine + hour } });
    await onceChangeKnown(async () => {
      const edited = await getFeed(t.url, 'schedule', eventId, { token: attendee.token, ifNoneMatch: first.etag! });
      expect(edited.status).toBe(200);
      expect(edited.etag).not.toBe(first.etag);
      expect(scheduleSchema.parse(edited.body).sessions.map((session) => session.title)).toContain('Opening (moved)');
    });

    await t.api.mutate('scheduleAdmin.remove', { eventId, sessionId: ids[1] }, { token: organizer.token });
    await onceChangeKnown(async () => {
      const removed = await scheduleFeed(attendee.token, eventId);
      expect(removed.schedule.sessions.map((session) => session.id)).toEqual([ids[0]]);
    });
  });

  it('follows writes made straight to the database (the triggers, not the services, keep it fresh)', async () => {
    const { eventId, attendee, speaker } = await eventWithSessions();
    const before = await scheduleFeed(attendee.token, eventId);

    await t.db.update(programItems).set({ room: 'Annex' }).where(eq(programItems.eventId, eventId));
    await onceChangeKnown(async () => {
      const rooms = await scheduleFeed(attendee.token, eventId);
      expect(rooms.etag).not.toBe(before.etag);
      expect(new Set(rooms.schedule.sessions.map((session) => session.room))).toEqual(new Set(['Annex']));
    });

    // A speaker's new name is in the schedule of every event where they speak.
    await t.db.update(accounts).set({ firstName: 'Samira' }).where(eq(accounts.id, speaker.account.id));
    await onceChangeKnown(async () => {
      const renamed = await scheduleFeed(attendee.token, eventId);
      expect(renamed.schedule.sessions.flatMap((session) => session.speakers.map((person) => person.firstName))).toEqual(['Samira']);
    });

    await t.db.update(events).set({ timeZone: 'Europe/Paris' }).where(eq(events.id, eventId));
    await onceChangeKnown(async () => expect((await scheduleFeed(attendee.token, eventId)).schedule.timeZone).toBe('Europe/Paris'));

    // What the schedule does not show changes nothing: the ready answer stays valid.
    const settled = await scheduleFeed(attendee.token, eventId);
    await t.db.update(accounts).set({ passwordHash: 'x' }).where(eq(accounts.id, speaker.account.id));
    expect((await getFeed(t.url, 'schedule', eventId, { token: attendee.token, ifNoneMatch: settled.etag! })).status).toBe(304);
  });

  it('keeps delta sync on schedule.get: a full feed answer’s cursor brings only later changes', async () => {
    const { eventId, organizer, attendee, ids } = await eventWithSessions();
    t.clock.advance(60);
    const full = await scheduleFeed(attendee.token, eventId);
    t.clock.advance(60);
    expect(scheduleSchema.parse(await getSchedule(t, attendee, eventId, full.schedule.cursor))).toMatchObject({ sessions: [], full: false });
    await save(organizer.token, { eventId, sessionId: ids[1], session: { title: 'Keynote, longer', room: 'Hall', startsAt: nine + hour, endsAt: nine + 3 * hour } });
    const delta = scheduleSchema.parse(await getSchedule(t, attendee, eventId, full.schedule.cursor));
    expect(delta.sessions.map((session) => session.title)).toEqual(['Keynote, longer']);
  });
});
