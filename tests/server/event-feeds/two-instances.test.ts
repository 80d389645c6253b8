// Runs on both databases: two instances on one PostgreSQL.
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { directorySchema } from '#shared/contracts/attendees.ts';
import { scheduleSchema, type Session } from '#shared/contracts/schedule.ts';
import { useTwoInstances } from '../helpers/two-instances.ts';
import { eventWithOrganizer, joinAs } from '../schedule/scene.ts';
import { getFeed } from './feed-http.ts';

/** Long enough for a notice on a busy machine, far shorter than a test's own limit. */
const noticeWait = { timeout: 10_000, interval: 25 };

// Instances behind a load balancer share one PostgreSQL and each keeps its own ready answers,
// versions, sessions and access in memory: a write through one must reach the other's answers
// once the change's notice arrives on its LISTEN connection (or its short hold runs out), however
// warm its cache. Each wait is bounded; a notice takes milliseconds.
describe.skipIf(!process.env.DATABASE_URL)('event feeds across instances (PostgreSQL)', () => {
  const instances = useTwoInstances();

  const nine = Math.floor(Date.UTC(2030, 5, 1, 13) / 1000);

  it('serves a session edited through one instance in the other’s answers once the notice arrives, and both name the version alike', async () => {
    const { a, b } = instances;
    const { eventId, organizer } = await eventWithOrganizer(a);
    const attendee = await joinAs(a, eventId, 'attendee', { firstName: 'Ann', lastName: 'Attendee' });
    const saved = await a.api.mutate<{ session: Session }>('scheduleAdmin.save', { eventId, session: { title: 'Draft', startsAt: nine, endsAt: nine + 3600 } }, { token: organizer.token });
    const sessionId = saved.data.session.id;

    const fromB = await getFeed(b.url, 'schedule', eventId, { token: attendee.token });
    const fromA = await getFeed(a.url, 'schedule', eventId, { token: attendee.token });
    expect(fromB.etag).toBe(fromA.etag);
    expect((await getFeed(b.url, 'schedule', eventId, { token: attendee.token, ifNoneMatch: fromA.etag! })).status).toBe(304);

    for (let edit = 1; edit <= 5; edit++) {
      const title = `Edit ${edit}`;
      const result = await a.api.mutate('scheduleAdmin.save', { eventId, sessionId, session: { title, startsAt: nine, endsAt: nine + 3600 } }, { token: organizer.token });
      expect(result.error).toBeUndefined();
      await vi.waitFor(async () => {
        const next = await getFeed(b.url, 'schedule', eventId, { token: attendee.token });
        expect(scheduleSchema.parse(next.body).sessions.map((session) => session.title)).toEqual([title]);
      }, noticeWait);
    }
  });

  it('drops a person who hid their profile through one instance from the other’s directory once the notice arrives, its answer warm', async () => {
    const { a, b } = instances;
    const { eventId } = await eventWithOrganizer(a);
    const viewer = await joinAs(a, eventId, 'attendee', { firstName: 'Vic', lastName: 'Viewer' });
    const hider = await joinAs(a, eventId, 'attendee', { firstName: 'Hal', lastName: 'Hider' });
    const warm = await getFeed(b.url, 'directory', eventId, { token: viewer.token });
    expect(directorySchema.parse(warm.body).people.map((person) => person.attendeeId)).toContain(hider.attendeeId);
    expect((await getFeed(b.url, 'directory', eventId, { token: viewer.token, ifNoneMatch: warm.etag! })).status).toBe(304);

    expect((await a.api.mutate('profile.update', { visibility: 'nobody' }, { token: hider.token })).error).toBeUndefined();
    await vi.waitFor(async () => {
      const next = await getFeed(b.url, 'directory', eventId, { token: viewer.token, ifNoneMatch: warm.etag! });
      expect(next.status).toBe(200);
      expect(directorySchema.parse(next.body).people.map((person) => person.attendeeId)).not.toContain(hider.attendeeId);
    }, noticeWait);
  });

  it('refuses on the other instance a reader who signed out or was removed, once the notice arrives, though it just let them in', async () => {
    const { a, b } = instances;
    const { eventId, organizer } = await eventWithOrganizer(a);
    const leaver = await joinAs(a, eventId, 'attendee', { firstName: 'Lee', lastName: 'Leaver' });
    const signedOut = await joinAs(a, eventId, 'attendee', { firstName: 'Sid', lastName: 'Signout' });
    for (const who of [leaver, signedOut]) {
      expect((await getFeed(b.url, 'schedule', eventId, { token: who.token })).status).toBe(200);
      expect((await getFeed(b.url, 'schedule', eventId, { token: who.token })).status).toBe(200);
    }
    expect((await a.api.mutate('account.signOut', undefined, { token: signedOut.token })).error).toBeUndefined();
    await vi.waitFor(async () => expect((await getFeed(b.url, 'schedule', eventId, { token: signedOut.token })).status).toBe(401), noticeWait);

    const people = await a.api.query<{ items: Array<{ id: string; accountId: string | null }> }>('people.list', { eventId }, { token: organizer.token });
    const personId = people.data.items.find((person) => person.accountId === leaver.account.id)?.id;
    expect(personId).toBeDefined();
    expect((await a.api.mutate('people.remove', { eventId, personId }, { token: organizer.token })).error).toBeUndefined();
    await vi.waitFor(async () => expect([403, 404]).toContain((await getFeed(b.url, 'schedule', eventId, { token: leaver.token })).status), noticeWait);
    const refused = await getFeed(b.url, 'schedule', eventId, { token: leaver.token });
    expect((await b.api.query('schedule.get', { eventId }, { token: leaver.token })).status).toBe(refused.status);
  });

  it('refuses a signed-out reader on the other instance even when the notice never comes (the memory holds only briefly)', async () => {
    const { a, b } = instances;
    const { eventId } = await eventWithOrganizer(a);
    const signedOut = await joinAs(a, eventId, 'attendee', { firstName: 'Sid', lastName: 'Signout' });
    expect((await getFeed(b.url, 'schedule', eventId, { token: signedOut.token })).status).toBe(200);
    // Lost on the way: the sign-out's trigger is off, so no instance hears of it.
    await a.db.execute(sql`alter table account_tokens disable trigger account_tokens_updated_announce`);
    try {
      expect((await a.api.mutate('account.signOut', undefined, { token: signedOut.token })).error).toBeUndefined();
      await vi.waitFor(async () => expect((await getFeed(b.url, 'schedule', eventId, { token: signedOut.token })).status).toBe(401), noticeWait);
    } finally {
      await a.db.execute(sql`alter table account_tokens enable trigger account_tokens_updated_announce`);
    }
  });
});
