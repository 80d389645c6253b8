import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '#server/db/schema/accounts.ts';
import { eventMembers } from '#server/db/schema/event-members.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { demoPassword } from '#server/db/seed/demo-credentials.ts';
import { runSeed } from '#server/db/seed/run-seed.ts';
import { parseSeedArgs } from '#server/db/seed/seed-options.ts';
import type { Directory, Match } from '#shared/contracts/attendees.ts';
import type { Account } from '#shared/contracts/account.ts';
import type { Schedule } from '#shared/contracts/schedule.ts';
import { matchReasons, matchScore } from '#shared/rules/match-reasons.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { tokenFromSetCookie } from '../helpers/trpc-http.ts';

// The seeded 5,000-attendee, 300-session conference (npm run seed -- --attendees 5000 --sessions 300).
// Correctness is asserted; times are printed, never asserted (2 shared cores vary too much).

let t: TestServer;
let eventId: string;
let token: string;
let viewer: { accountId: string; attendeeId: string };

async function timed<T>(label: string, run: () => Promise<{ data: T; bytes: number }>): Promise<T> {
  await run(); // warm-up: the first call pays for plan caching and JIT
  const started = performance.now();
  const { data, bytes } = await run();
  console.log(`[scale] ${label}: ${(performance.now() - started).toFixed(1)} ms, ${(bytes / 1024).toFixed(0)} KiB`);
  return data;
}

async function call<T>(path: string, input: unknown): Promise<{ data: T; bytes: number }> {
  const response = await t.api.fetch(`/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { token });
  const text = await response.text();
  return { data: (JSON.parse(text) as { result: { data: T } }).result.data, bytes: Buffer.byteLength(text) };
}

beforeAll(async () => {
  t = await startTestServer();
  const printed = await runSeed(t.db, parseSeedArgs(['--attendees', '5000', '--sessions', '300']), { now: new Date('2026-11-22T12:00:00Z') });
  eventId = printed.join('\n').match(/\/event\/([0-9a-f-]{36})/)?.[1] as string;
  const [someone] = await t.db
    .select({ accountId: accounts.id, attendeeId: eventMembers.id, email: accounts.email })
    .from(eventMembers)
    .innerJoin(accounts, eq(accounts.id, eventMembers.accountId))
    .innerJoin(profiles, eq(profiles.accountId, accounts.id))
    .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.role, 'attendee'), eq(profiles.visibility, 'everyone')))
    .limit(1);
  viewer = { accountId: someone!.accountId, attendeeId: someone!.attendeeId };
  const response = await t.api.mutate<{ account: Account }>('account.signIn', { email: someone!.email, password: demoPassword });
  token = tokenFromSetCookie(response.headers) as string;
}, 600_000);
afterAll(() => t.stop());

describe('a 5,000-attendee event', () => {
  it('downloads the whole directory in one answer, hidden people left out', async () => {
    const directory = await timed('attendees.directory (full, 5,000 members)', () => call<Directory>('attendees.directory', { eventId }));
    const hidden = await t.db
      .select({ id: eventMembers.id, visibility: profiles.visibility })
      .from(eventMembers)
      .innerJoin(profiles, eq(profiles.accountId, eventMembers.accountId))
      .where(eq(eventMembers.eventId, eventId));
    const visible = hidden.filter((row) => row.visibility === 'everyone' || row.id === viewer.attendeeId);
    expect(directory.full).toBe(true);
    expect(directory.people.length).toBe(visible.length);
    expect(directory.people.length).toBeGreaterThan(4000);
    const ids = new Set(directory.people.map((person) => person.attendeeId));
    expect(hidden.filter((row) => row.visibility === 'nobody').some((row) => ids.has(row.id))).toBe(false);
  });

  it('answers the schedule of 300 sessions', async () => {
    const schedule = await timed('schedule.get (full, 300 sessions)', () => call<Schedule>('schedule.get', { eventId }));
    expect(schedule.sessions).toHaveLength(300);
    expect(schedule.sessions.every((session) => session.speakers.length > 0)).toBe(true);
  });

  it('finds the same top matches as a brute-force scoring of every visible member', async () => {
    const { matches } = await timed('matches.list (one attendee of 5,000)', () => call<{ matches: Match[] }>('matches.list', { eventId }));
    const rows = await t.db
      .select({ accountId: eventMembers.accountId, interests: profiles.interests, lookingFor: profiles.lookingFor, offers: profiles.offers, visibility: profiles.visibility })
      .from(eventMembers)
      .innerJoin(profiles, eq(profiles.accountId, eventMembers.accountId))
      .where(eq(eventMembers.eventId, eventId));
    const me = rows.find((row) => row.accountId === viewer.accountId)!;
    const expected = rows
      .filter((row) => row.accountId !== viewer.accountId && row.visibility === 'everyone')
      .map((row) => matchScore(matchReasons(me, row)))
      .filter((score) => score > 0)
      .sort((a, b) => b - a)
      .slice(0, 30);
    expect(matches.map((match) => match.score)).toEqual(expected);
    expect(matches.every((match) => match.explanation.length > 0)).toBe(true);
    const direct = performance.now();
    await call('matches.count', { attendeeId: viewer.attendeeId });
    console.log(`[scale] matches.count: ${(performance.now() - direct).toFixed(1)} ms`);
  });
});
