import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '#server/db/schema/accounts.ts';
import { eventMembers } from '#server/db/schema/event-members.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { demoPassword } from '#server/seed/demo-credentials.ts';
import { planConference } from '#server/seed/conference/plan-conference.ts';
import { writeConference } from '#server/seed/conference/write-conference.ts';
import { hashPassword } from '#server/services/auth/passwords.ts';
import type { Account } from '#shared/contracts/account.ts';
import type { Directory, Match } from '#shared/contracts/attendees.ts';
import type { Schedule } from '#shared/contracts/schedule.ts';
import { matchReasons, matchScore } from '#shared/rules/match-reasons.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { tokenFromSetCookie } from '../helpers/trpc-http.ts';

// A seeded conference as one ordinary attendee reads it over HTTP: the whole directory and schedule
// in one answer each, and the top matches of a plain scoring of everyone. The same at 5,000 / 300,
// with the times, is the bench's (tests/bench/event-queries.ts, `npm run bench`).

const size = { attendees: 300, sessions: 24, days: 3, seed: 7 };

let t: TestServer;
let eventId: string;
let token: string;
let viewerAccountId: string;

const query = async <T,>(path: string, input: unknown): Promise<T> => {
  const response = await t.api.query<T>(path, input, { token });
  expect(response.error, path).toBeUndefined();
  return response.data;
};
const members = () =>
  t.db
    .select({
      attendeeId: eventMembers.id,
      accountId: eventMembers.accountId,       visibility: profiles.visibility,
      interests: profiles.interests,
      lookingFor: profiles.lookingFor,
      offers: profiles.offers,
    })
    .from(eventMembers)
    .innerJoin(profiles, eq(profiles.accountId, eventMembers.accountId))
    .where(eq(eventMembers.eventId, eventId));

beforeAll(async () => {
  t = await startTestServer();
  const plan = planConference(size, new Date('2026-11-22T12:00:00Z'));
  ({ eventId } = await writeConference(t.db, { plan, passwordHash: await hashPassword(demoPassword), ownerIds: [] }));
  // An ordinary, findable attendee with interests: matching has work to do.
  const viewer = plan.people.find((person) => person.role === 'attendee' && person.profile.visibility === 'everyone' && person.profile.interests.length >= 3)!;
  const response = await t.api.mutate<{ account: Account }>('account.signIn', { email: viewer.email, password: demoPassword });
  viewerAccountId = (await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, viewer.email)))[0]!.id;
  token = tokenFromSetCookie(response.headers) as string;
});
afterAll(() => t.stop());

describe('a seeded conference, read by one attendee', () => {
  it('downloads the whole directory in one answer, hidden people left out', async () => {
    const directory = await query<Directory>('attendees.directory', { eventId });
    const rows = await members();
    // The event has people who keep to their connections and people who opted out (the viewer is findable).
    expect(rows.some((row) => row.visibility === 'connections') && rows.some((row) => row.visibility === 'nobody')).toBe(true);
    const visible = rows.filter((row) => row.visibility === 'everyone');
    expect(directory.full).toBe(true);
    expect(directory.people.map((person) => person.attendeeId).sort()).toEqual(visible.map((row) => row.attendeeId).sort());
  });

  it('answers the whole schedule, every session with its speakers', async () => {
    const schedule = await query<Schedule>('schedule.get', { eventId });
    expect(schedule.sessions).toHaveLength(size.sessions);
    expect(schedule.sessions.every((session) => session.speakers.length > 0)).toBe(true);
  });

  it('finds the same top matches as a plain scoring of every visible member', async () => {
    const { matches } = await query<{ matches: Match[] }>('matches.list', { eventId });
    const rows = await members();
    const me = rows.find((row) => row.accountId === viewerAccountId)!;
    const expected = rows
      .filter((row) => row.accountId !== me.accountId && row.visibility === 'everyone')
      .map((row) => matchScore(matchReasons(me, row)))
      .filter((score) => score > 0)
      .sort((a, b) => b - a)
      .slice(0, 30);
    // A full page, so the comparison decides who is left out as well as the order.
    expect(expected).toHaveLength(30);
    expect(matches.map((match) => match.score)).toEqual(expected);
    expect(matches.every((match) => match.explanation.length > 0)).toBe(true);
    // The badge counts what the list shows.
    expect(await query('matches.count', { attendeeId: me.attendeeId })).toEqual({ success: true, data: { count: matches.length } });
  });
});
