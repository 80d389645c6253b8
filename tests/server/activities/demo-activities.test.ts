import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '#shared/contracts/account.ts';
import type { ActivityAdmin, ActivityBoard, Leaderboard } from '#shared/contracts/activities.ts';
import { demoPassword } from '#server/db/seed/demo-credentials.ts';
import { demoEventId, seedDemo } from '#server/db/seed/demo.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { tokenFromSetCookie } from '../helpers/trpc-http.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ seedDemo: true });
});
afterAll(() => t.stop());

async function signIn(email: string): Promise<string> {
  const response = await t.api.mutate<{ account: Account }>('account.signIn', { email, password: demoPassword });
  return tokenFromSetCookie(response.headers) as string;
}

describe('the demo’s activities', () => {
  it('hold printable activities, a prize and a leaderboard; the demo attendee has no points yet', async () => {
    const organizer = await signIn('organizer@hallway.test');
    const admin = (await t.api.query<ActivityAdmin>('activities.admin', { eventId: demoEventId }, { token: organizer })).data;
    expect(admin.activities.length).toBeGreaterThanOrEqual(4);
    expect(admin.activities.every((activity) => activity.code.startsWith('HWA1:'))).toBe(true);
    expect(admin.prizeText).not.toBe('');
    const attendee = await signIn('demo@hallway.test');
    const board = (await t.api.query<ActivityBoard>('activities.board', { eventId: demoEventId }, { token: attendee })).data;
    expect(board.myScans).toEqual([]);
    const leaderboard = (await t.api.query<Leaderboard>('activities.leaderboard', { eventId: demoEventId }, { token: attendee })).data;
    expect(leaderboard.players).toBeGreaterThanOrEqual(3);
    expect(leaderboard.entries[0]!.points).toBeGreaterThan(0);
  });

  it('adds nothing when the seed runs again', async () => {
    const organizer = await signIn('organizer@hallway.test');
    const before = (await t.api.query<ActivityAdmin>('activities.admin', { eventId: demoEventId }, { token: organizer })).data;
    await seedDemo(t.db);
    const after = (await t.api.query<ActivityAdmin>('activities.admin', { eventId: demoEventId }, { token: organizer })).data;
    expect(after.activities.map((activity) => activity.id)).toEqual(before.activities.map((activity) => activity.id));
    expect(after.recentScans.length).toBe(before.recentScans.length);
  });
});
