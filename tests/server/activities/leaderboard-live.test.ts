import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Leaderboard } from '#shared/contracts/activities.ts';
import type { LiveMessage } from '#shared/contracts/live.ts';
import { notificationStreamEvents } from '#shared/contracts/notification.ts';
import type { TestAccount } from '../helpers/accounts.ts';
import { openEventStream, type EventStream } from '../helpers/event-stream.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { codeOfActivity, createActivity, makeActivityScene, phoneScan, sendScans, type ActivityScene } from './activity-scene.ts';

let t: TestServer;
let scene: ActivityScene;
const streams: EventStream[] = [];
beforeAll(async () => {
  t = await startTestServer();
  scene = await makeActivityScene(t);
});
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await t.stop();
});

async function open(who: TestAccount): Promise<EventStream> {
  const stream = await openEventStream(`${t.url}/api/notifications/stream`, who.token);
  streams.push(stream);
  await stream.next(notificationStreamEvents.list);
  return stream;
}

async function nextLeaderboard(stream: EventStream, where: (data: Leaderboard) => boolean): Promise<Leaderboard> {
  for (;;) {
    const message = (await stream.next(notificationStreamEvents.live, 5_000)).data as LiveMessage;
    if (message.topic === 'activities' && message.key === 'leaderboard' && where(message.data as Leaderboard)) return message.data as Leaderboard;
  }
}

describe('the live leaderboard', () => {
  it('a confirmed scan reaches every member’s open stream with the new top, the same for all; an undo takes it back', async () => {
    const watcher = await open(scene.neighbour);
    const activity = await createActivity(t.api, scene.organizer, scene.eventId, { points: 40 });
    const code = await codeOfActivity(t.api, scene.organizer, scene.eventId, activity.id);
    await sendScans(t.api, scene.attendee, [phoneScan(scene.eventId, code)]);
    expect(await nextLeaderboard(watcher, (data) => data.players === 1)).toEqual({ players: 1, entries: [{ rank: 1, name: 'Ada Player', points: 40, me: false }] });

    const admin = await t.api.query<{ recentScans: Array<{ id: string }> }>('activities.admin', { eventId: scene.eventId }, { token: scene.organizer.token });
    await t.api.mutate('activities.undoScan', { eventId: scene.eventId, scanId: admin.data.recentScans[0]!.id }, { token: scene.organizer.token });
    expect(await nextLeaderboard(watcher, (data) => data.players === 0)).toEqual({ players: 0, entries: [] });
  });
});
