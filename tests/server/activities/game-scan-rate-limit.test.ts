import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityScanResult } from '#shared/contracts/activities.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { bingoScan, codeOf, makeBingoScene, type BingoScene } from '../bingo/bingo-scene.ts';
import { createActivity, codeOfActivity, makeActivityScene, phoneScan, type ActivityScene } from './activity-scene.ts';

// activities.scan and bingo.fill count every scan of a batch against RATE_LIMIT_GAME_SCANS_PER_ACCOUNT
// (per account and game, per window): past it the whole batch is TOO_MANY_REQUESTS with the
// seconds left, which the outbox retries later (nothing is lost); replays and other people are
// unaffected until then, and a new window lets the queue through.

const limit = 30;
const windowSeconds = 900;
let t: TestServer;
let activities: ActivityScene;
let bingo: BingoScene;
let code: string;

beforeAll(async () => {
  t = await startTestServer({ env: { RATE_LIMIT_GAME_SCANS_PER_ACCOUNT: String(limit), RATE_LIMIT_WINDOW_SECONDS: String(windowSeconds) } });
  activities = await makeActivityScene(t);
  const activity = await createActivity(t.api, activities.organizer, activities.eventId, { perPersonLimit: 100 });
  code = await codeOfActivity(t.api, activities.organizer, activities.eventId, activity.id);
  bingo = await makeBingoScene(t);
}, 60_000);
afterAll(() => t.stop());

const scanActivities = (token: string, count: number) =>
  t.api.mutate<{ results: ActivityScanResult[] }>('activities.scan', { scans: Array.from({ length: count }, () => phoneScan(activities.eventId, code)) }, { token });

describe('game scan rate limit', () => {
  it('counts each scan of an activity batch, refuses past the limit with the wait, and lets a new window through', async () => {
    for (let batch = 0; batch < 3; batch++) {
      const answer = await scanActivities(activities.attendee.token, 10);
      expect(answer.error).toBeUndefined();
      expect(answer.data.results.map((result) => result.outcome)).toEqual(Array(10).fill('accepted'));
    }
    const refused = await scanActivities(activities.attendee.token, 1);
    expect(refused.error?.data?.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.error?.message).toBe('Too many scans for now. They are kept on this phone and sent in a few minutes.');
    expect(refused.status).toBe(429);

    // Someone else still scans.
    expect((await scanActivities(activities.neighbour.token, 5)).error).toBeUndefined();
    t.clock.advance(windowSeconds + 1);
    expect((await scanActivities(activities.attendee.token, 10)).error).toBeUndefined();
  });

  it('counts bingo scans apart from activity scans, and refuses a batch that would pass the limit', async () => {
    const tile = bingo.tile('anyone');
    const sam = await codeOf(t.api, bingo.sam);
    const fill = (count: number) => t.api.mutate('bingo.fill', { eventId: bingo.eventId, scans: Array.from({ length: count }, () => bingoScan(tile, sam)) }, { token: bingo.ada.token });
    // 29 scans of the same person for one tile: the first fills it, the rest are duplicates, all count.
    expect((await fill(29)).error).toBeUndefined();
    const over = await fill(2);
    expect(over.error?.data?.code).toBe('TOO_MANY_REQUESTS');
    expect(over.status).toBe(429);
  });
});
