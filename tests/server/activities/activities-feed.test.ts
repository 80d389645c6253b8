import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityBoard, ActivityList } from '#shared/contracts/activities.ts';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import { onceChangeKnown } from '../event-feeds/feed-http.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { createActivity, makeActivityScene, sendScans, phoneScan, codeOfActivity, type ActivityScene } from './activity-scene.ts';

// The activity list is one shared event feed (GET /api/events/:id/feeds/activities), built once
// per change for every member, with an ETag: activities and the prize text, never a card's code.
// A new, edited, paused or removed activity and a new prize text move its version (triggers);
// a scan does not (points are per person: activities.board).

let t: TestServer;
let scene: ActivityScene;

beforeAll(async () => {
  t = await startTestServer();
  scene = await makeActivityScene(t);
}, 60_000);
afterAll(() => t.stop());

async function feed(token: string, eventId = scene.eventId, ifNoneMatch?: string) {
  const headers: Record<string, string> = { 'accept-encoding': 'br, gzip', [accountTokenHeaderName]: token };
  if (ifNoneMatch) headers['if-none-match'] = ifNoneMatch;
  const response = await fetch(`${t.url}/api/events/${eventId}/feeds/activities`, { headers });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as ActivityList & { error?: { data: { code: string } } }) : null;
  return { status: response.status, etag: response.headers.get('etag'), body };
}

describe('the activities feed', () => {
  it('gives every member the activities and the prize, never a code, and moves with every change', async () => {
    const empty = await feed(scene.attendee.token);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ eventId: scene.eventId, prizeText: '', activities: [] });

    const robot = await createActivity(t.api, scene.organizer, scene.eventId, { name: 'Find the robot', points: 25 });
    await t.api.mutate('activities.setPrizeText', { eventId: scene.eventId, prizeText: 'A robot kit for the top 3' }, { token: scene.organizer.token });
    let etag: string | null = null;
    await onceChangeKnown(async () => {
      const answer = await feed(scene.attendee.token, scene.eventId, empty.etag ?? undefined);
      expect(answer.status).toBe(200);
      expect(answer.body?.prizeText).toBe('A robot kit for the top 3');
      expect(answer.body?.activities.map((activity) => [activity.name, activity.points, activity.paused])).toEqual([['Find the robot', 25, false]]);
      expect(JSON.stringify(answer.body)).not.toContain('HWA1:');
      etag = answer.etag;
    });

    // A scan changes my points, not the shared list: the same version answers 304.
    const code = await codeOfActivity(t.api, scene.organizer, scene.eventId, robot.id);
    await sendScans(t.api, scene.attendee, [phoneScan(scene.eventId, code)]);
    expect((await feed(scene.neighbour.token, scene.eventId, etag ?? undefined)).status).toBe(304);
    const mine = await t.api.query<ActivityBoard>('activities.board', { eventId: scene.eventId }, { token: scene.attendee.token });
    expect(mine.data.myScans.map((scan) => scan.points)).toEqual([25]);
    expect(mine.data.key.publicKey).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await t.api.mutate('activities.setPaused', { eventId: scene.eventId, activityId: robot.id, paused: true }, { token: scene.organizer.token });
    await onceChangeKnown(async () => {
      const paused = await feed(scene.neighbour.token, scene.eventId, etag ?? undefined);
      expect(paused.status).toBe(200);
      expect(paused.body?.activities[0]?.paused).toBe(true);
    });
    await t.api.mutate('activities.remove', { eventId: scene.eventId, activityId: robot.id }, { token: scene.organizer.token });
    await onceChangeKnown(async () => expect((await feed(scene.neighbour.token)).body?.activities).toEqual([]));
  });

  it('refuses as activities.board does: an outsider, and everyone where activities are switched off', async () => {
    const off = await makeActivityScene(t, { enableActivities: false });
    for (const [who, eventId] of [[scene.outsider, scene.eventId], [off.attendee, off.eventId], [off.organizer, off.eventId]] as const) {
      const board = await t.api.query('activities.board', { eventId }, { token: who.token });
      const refused = await feed(who.token, eventId);
      expect(board.error?.data.code).toMatch(/^(NOT_FOUND|FORBIDDEN)$/);
      expect(refused.status).toBe(board.status);
      expect(refused.body?.error?.data.code).toBe(board.error?.data.code);
      expect(refused.body?.activities).toBeUndefined();
    }
  });
});
