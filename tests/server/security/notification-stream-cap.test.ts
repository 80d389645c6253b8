import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as notificationReads from '#server/services/notifications/list-notifications.ts';
import type { NotificationsStreamPayload } from '#shared/contracts/notification.ts';
import { notificationStreamEvents } from '#shared/contracts/notification.ts';
import { insertEvent } from '../factories/events.ts';
import { registerTestAccount } from '../helpers/accounts.ts';
import { openEventStream, type EventStream } from '../helpers/event-stream.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

// Found by a probe: nothing limited the notification streams of one account, and every open
// stream re-read the whole list from the database when one notification arrived: 4,000 streams
// of one account and a single notification slowed everyone else's requests from 27 ms to 2.4 s.
// Now an account holds at most NOTIFICATION_STREAMS_PER_ACCOUNT streams (a new one closes the
// oldest), an address at most NOTIFICATION_STREAMS_PER_IP (beyond it: 429), and a notification
// is read once per process and pushed to every stream of the account.

const perAccount = 4;
const perAddress = 8;

let t: TestServer;
const streams: EventStream[] = [];
beforeAll(async () => {
  t = await startTestServer({
    env: { NOTIFICATION_STREAMS_PER_ACCOUNT: String(perAccount), NOTIFICATION_STREAMS_PER_IP: String(perAddress) },
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await t.stop();
});

async function open(token: string): Promise<EventStream> {
  const stream = await openEventStream(`${t.url}/api/notifications/stream`, token);
  streams.push(stream);
  return stream;
}

async function openListening(token: string): Promise<EventStream> {
  const stream = await open(token);
  expect(stream.status).toBe(200);
  await stream.next(notificationStreamEvents.list);
  return stream;
}

describe('notification streams', () => {
  it('keep only the newest streams of an account, and read a new notification once for all of them', async () => {
    const { token } = await registerTestAccount(t.api);
    const opened: EventStream[] = [];
    for (let i = 0; i < perAccount + 2; i++) opened.push(await openListening(token));
    const [first, second, ...kept] = opened;

    // The two oldest were told why and closed; the newest four stay.
    expect((await first!.next(notificationStreamEvents.closed)).data).toEqual({ reason: 'replaced' });
    expect((await second!.next(notificationStreamEvents.closed)).data).toEqual({ reason: 'replaced' });
    expect(kept).toHaveLength(perAccount);

    const listReads = vi.spyOn(notificationReads, 'listNotifications');
    const changeReads = vi.spyOn(notificationReads, 'findOwnNotifications');
    await t.api.mutate('event.join', { id: await insertEvent(t.db, { name: 'Capped Fest' }) }, { token });

    for (const stream of kept) {
      const list = (await stream.next(notificationStreamEvents.list)).data as NotificationsStreamPayload;
      expect(list.total).toBe(2);
      expect(list.items.map((item) => item.payload?.title)).toEqual(['You joined Capped Fest', expect.any(String)]);
    }
    // One read of the new notification for the whole process, no stream re-read the list.
    // Counts, not the spies: a failing spy assertion would print the database handle of every call.
    expect(changeReads.mock.calls.length).toBe(1);
    expect(listReads.mock.calls.length).toBe(0);
    await expect(first!.next(notificationStreamEvents.list, 300)).rejects.toThrow(/No "notifications" event/);
  });

  it('refuse a stream beyond the cap of one address with 429 and Retry-After, and take one again once a place frees', async () => {
    // The first test's account still holds perAccount streams from this address.
    const other = await registerTestAccount(t.api);
    const others: EventStream[] = [];
    for (let i = 0; i < perAddress - perAccount; i++) others.push(await openListening(other.token));

    const third = await registerTestAccount(t.api);
    const refused = await open(third.token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    others[0]!.close();
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const retry = await open(third.token);
      status = retry.status;
    }
    expect(status).toBe(200);
  });
});
