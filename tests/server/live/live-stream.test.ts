import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveMessage } from '#shared/contracts/live.ts';
import { notificationStreamEvents } from '#shared/contracts/notification.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { registerTestAccount } from '../helpers/accounts.ts';
import { openEventStream, type EventStream } from '../helpers/event-stream.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
const streams: EventStream[] = [];
const rendered: string[] = [];
beforeAll(async () => {
  t = await startTestServer();
  t.server.deps.live.setRenderer('polls', async ({ eventId, key }) => {
    rendered.push(key);
    return { toAll: { eventId, key, votes: 3 } };
  });
});
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await t.stop();
});

async function open(token: string): Promise<EventStream> {
  const stream = await openEventStream(`${t.url}/api/notifications/stream`, token);
  streams.push(stream);
  // The live subscription is in place once the first list has gone out.
  await stream.next(notificationStreamEvents.list);
  return stream;
}

describe('live messages on the notification stream', () => {
  it('reach the streams of the event’s members, not others', async () => {
    const eventId = await insertEvent(t.db);
    const member = await registerTestAccount(t.api);
    const stranger = await registerTestAccount(t.api);
    await addMember(t.db, eventId, member.account.id);
    const memberStream = await open(member.token);
    const strangerStream = await open(stranger.token);

    t.server.deps.live.changed({ eventId, topic: 'polls', key: 'poll-1' });
    const message = (await memberStream.next(notificationStreamEvents.live)).data as LiveMessage;
    expect(message).toEqual({ eventId, topic: 'polls', key: 'poll-1', data: { eventId, key: 'poll-1', votes: 3 } });
    await expect(strangerStream.next(notificationStreamEvents.live, 300)).rejects.toThrow(/No "live" event/);
  });
});
