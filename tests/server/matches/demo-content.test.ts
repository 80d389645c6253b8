import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCredentials, demoPassword } from '#server/db/seed/demo-credentials.ts';
import { demoEventId, seedDemo } from '#server/db/seed/demo.ts';
import type { Account } from '#shared/contracts/account.ts';
import type { Directory, Match } from '#shared/contracts/attendees.ts';
import type { Schedule } from '#shared/contracts/schedule.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { tokenFromSetCookie } from '../helpers/trpc-http.ts';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  await seedDemo(t.db);
  await seedDemo(t.db); // idempotent
  const response = await t.api.mutate<{ account: Account }>('account.signIn', { email: demoCredentials.email, password: demoPassword });
  token = tokenFromSetCookie(response.headers) as string;
});
afterAll(() => t.stop());

describe('the seeded demo conference', () => {
  it('has a schedule with rooms, tracks and speakers, an attendee list, and matches that say why', async () => {
    const schedule = (await t.api.query<Schedule>('schedule.get', { eventId: demoEventId }, { token })).data;
    expect(new Set(schedule.sessions.map((session) => session.room)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(schedule.sessions.map((session) => session.track)).size).toBeGreaterThanOrEqual(3);
    expect(schedule.sessions.filter((session) => session.speakers.length > 0).length).toBeGreaterThanOrEqual(6);

    const directory = (await t.api.query<Directory>('attendees.directory', { eventId: demoEventId }, { token })).data;
    expect(directory.people.length).toBeGreaterThanOrEqual(12);

    const { matches } = (await t.api.query<{ matches: Match[] }>('matches.list', { eventId: demoEventId }, { token })).data;
    expect(matches.length).toBeGreaterThanOrEqual(3);
    expect(matches[0]?.explanation).toMatch(/^You both follow|^They offer/);
  });
});
