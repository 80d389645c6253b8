import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as liveAccess from '#server/services/live/live-access.ts';
import { notificationStreamEvents } from '#shared/contracts/notification.ts';
import { insertEvent } from '../factories/events.ts';
import { openEventStream, type EventStream } from '../helpers/event-stream.ts';
import { insertSignedInMembers, nextLive } from '../helpers/live-streams.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

// The stream reads the account's events (to join their live messages) beside its first list.
// Here that read is slow, as on a busy database: the list must still not go out before the join.
const slowEventsRead = vi.hoisted(() => ({ delayMs: 0 }));
vi.mock('#server/services/live/live-access.ts', async (importOriginal) => {
  const original = await importOriginal<typeof liveAccess>();
  return {
    ...original,
    accountEventIds: async (...args: Parameters<typeof original.accountEventIds>) => {
      await new Promise((resolve) => setTimeout(resolve, slowEventsRead.delayMs));
      return original.accountEventIds(...args);
    },
  };
});

let t: TestServer;
const opened: EventStream[] = [];
beforeAll(async () => {
  t = await startTestServer();
  t.server.deps.live.setRenderer('polls', async ({ key }) => ({ toAll: { key } }));
});
afterAll(async () => {
  opened.forEach((stream) => stream.close());
  await t.stop();
});

describe('the notification stream joins its events before its first list', () => {
  it('a live change made right after the first list arrives reaches the stream (regression: the list went out before the join)', async () => {
    const eventId = await insertEvent(t.db);
    const [viewer] = await insertSignedInMembers(t.db, eventId, 1);
    slowEventsRead.delayMs = 300;
    try {
      const stream = await openEventStream(`${t.url}/api/notifications/stream`, viewer!.token);
      opened.push(stream);
      expect(stream.status).toBe(200);
      await stream.next(notificationStreamEvents.list);
      // No waiting for the server's index here: the list is the client's only sign that it is connected.
      t.server.deps.live.changed({ eventId, topic: 'polls', key: 'right-after-connect' });
      expect(await nextLive(stream, 2_000)).toMatchObject({ eventId, key: 'right-after-connect' });
    } finally {
      slowEventsRead.delayMs = 0;
    }
  });
});
