// Runs on both databases: bulk inserts in raw SQL.
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventMembers } from '#server/db/schema/event-members.ts';
import { exhibitors } from '#server/db/schema/exhibitors.ts';
import { meetingSettings } from '#server/db/schema/meeting-settings.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { programSpeakers } from '#server/db/schema/program-speakers.ts';
import { sponsors } from '#server/db/schema/sponsors.ts';
import { planConference } from '#server/seed/conference/plan-conference.ts';
import { demoPassword } from '#server/seed/demo-credentials.ts';
import { runSeed } from '#server/seed/run-seed.ts';
import { parseSeedArgs, SeedUsageError } from '#server/seed/seed-options.ts';
import type { Account } from '#shared/contracts/account.ts';
import type { HallwayEvent, ProgramItem } from '#shared/contracts/event.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { tokenFromSetCookie } from '../helpers/trpc-http.ts';

let t: TestServer;
let printed: string[];
let eventId: string;
const now = new Date('2026-11-22T12:00:00Z');

async function signIn(email: string): Promise<string> {
  const response = await t.api.mutate<{ account: Account }>('account.signIn', { email, password: demoPassword });
  expect(response.status, email).toBe(200);
  return tokenFromSetCookie(response.headers) as string;
}

beforeAll(async () => {
  t = await startTestServer();
  printed = await runSeed(t.db, parseSeedArgs(['--attendees', '50', '--sessions', '10']), { now });
  eventId = printed.join('\n').match(/\/event\/([0-9a-f-]{36})/)?.[1] as string;
});
afterAll(() => t.stop());

describe('npm run seed -- --attendees N --sessions N', () => {
  it('prints what it made', () => {
    expect(printed.join('\n')).toMatch(/50 people: .*speaker/);
    expect(printed.join('\n')).toContain('10 sessions');
    expect(eventId).toBeTruthy();
  });

  it('makes an organization running a three-day conference of that size, which the demo organizer manages', async () => {
    const organizer = await signIn('organizer@hallway.test');
    const mine = await t.api.query<{ items: HallwayEvent[] }>('eventAdmin.mine', undefined, { token: organizer });
    const event = mine.data.items.find((item) => item.id === eventId);
    expect(event).toMatchObject({ published: true, organization: { handle: 'conf-s1-a50-p10' } });
    expect(((event?.endsAt ?? 0) - (event?.startsAt ?? 0)) / 86_400).toBeGreaterThan(2);

    const roles = await t.db.select({ role: eventMembers.role, n: count() }).from(eventMembers).where(eq(eventMembers.eventId, eventId)).groupBy(eventMembers.role);
    const byRole = Object.fromEntries(roles.map((row) => [row.role, row.n]));
    expect(Object.values(byRole).reduce((sum, n) => sum + n, 0)).toBe(50);
    expect(byRole).toMatchObject({ speaker: expect.any(Number), staff: expect.any(Number), organizer: expect.any(Number), attendee: expect.any(Number) });
  });

  it('fills the programme across the days with speakers, rooms and tracks, plus exhibitors and sponsors', async () => {
    const program = await t.api.query<{ items: ProgramItem[] }>('event.program', { eventId });
    expect(program.data.items).toHaveLength(10);
    const days = new Set(program.data.items.map((item) => new Date(item.startsAt * 1000).toISOString().slice(0, 10)));
    expect(days.size).toBe(3);
    const [withSpeakers] = await t.db.select({ n: count() }).from(programSpeakers);
    expect(withSpeakers?.n).toBeGreaterThanOrEqual(10);
    expect((await t.db.select({ n: count() }).from(exhibitors).where(eq(exhibitors.eventId, eventId)))[0]?.n).toBeGreaterThanOrEqual(3);
    expect((await t.db.select({ n: count() }).from(sponsors).where(eq(sponsors.eventId, eventId)))[0]?.n).toBeGreaterThanOrEqual(4);
    expect((await t.db.select({ n: count() }).from(profiles))[0]?.n).toBeGreaterThanOrEqual(50);
  });

  it('stores tags as the profile form does, and leaves the planner statistics that count its rows', async () => {
    const tags = await t.db.select({ interests: profiles.interests, lookingFor: profiles.lookingFor, offers: profiles.offers }).from(profiles);
    const all = tags.flatMap((row) => [...row.interests, ...row.lookingFor, ...row.offers]);
    expect(all.length).toBeGreaterThan(50);
    expect(all.filter((tag) => tag !== tag.trim().toLowerCase())).toEqual([]);
    // ANALYZE after the bulk load: without it PGlite (no autovacuum) plans as if the table were empty.
    const [members] = await t.db.select({ estimate: sql<number>`reltuples::int` }).from(sql`pg_class`).where(sql`relname = 'event_members'`);
    const [actual] = await t.db.select({ n: count() }).from(eventMembers);
    expect(members?.estimate).toBe(actual?.n);
  });

  it('sets up 1:1 meetings: a morning and an afternoon window on each of the three days, and tables', async () => {
    const [settings] = await t.db.select().from(meetingSettings).where(eq(meetingSettings.eventId, eventId));
    expect(new Set(settings!.windows.map((window) => window.date)).size).toBe(3);
    expect(settings!.windows).toHaveLength(6);
    expect(settings!.tables.length).toBeGreaterThanOrEqual(50);
  });

  it('lets every seeded person sign in with the one demo password', async () => {
    const plan = planConference({ attendees: 50, sessions: 10, days: 3, seed: 1 }, now);
    const speaker = plan.people.find((person) => person.role === 'speaker');
    const token = await signIn(speaker?.email as string);
    const event = await t.api.query<HallwayEvent>('event.byId', { id: eventId }, { token });
    expect(event.data.membership?.role).toBe('speaker');
  });

  it('is deterministic, and running it again adds nothing', async () => {
    const size = { attendees: 50, sessions: 10, days: 3, seed: 1 };
    expect(JSON.stringify(planConference(size, now))).toBe(JSON.stringify(planConference(size, now)));
    expect(JSON.stringify(planConference({ ...size, seed: 2 }, now))).not.toBe(JSON.stringify(planConference(size, now)));
    const again = await runSeed(t.db, parseSeedArgs(['--attendees', '50', '--sessions', '10']), { now });
    expect(again.at(-1)).toContain('already exists');
    expect((await t.db.select({ n: count() }).from(eventMembers).where(eq(eventMembers.eventId, eventId)))[0]?.n).toBe(50);
  });

  it('checks its flags', () => {
    expect(parseSeedArgs([])).toEqual({ conference: null });
    expect(parseSeedArgs(['--attendees', '5000', '--sessions', '300'])).toEqual({ conference: { attendees: 5000, sessions: 300, days: 3, seed: 1 } });
    expect(() => parseSeedArgs(['--attendees', 'many'])).toThrow(SeedUsageError);
    expect(() => parseSeedArgs(['--people', '5'])).toThrow(SeedUsageError);
  });
});
