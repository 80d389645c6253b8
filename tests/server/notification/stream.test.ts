import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification, NotificationsStreamPayload } from '#shared/contracts/notification.ts';
import { notificationStreamEvents } from '#shared/contracts/notification.ts';
import { insertEvent } from '../factories/events.ts';
import { registerTestAccount } from '../helpers/accounts.ts';
import { openEventStream, type EventStream } from '../helpers/event-stream.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
const streams: EventStream[] = [];
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await t.stop();
});

async function open(token: string | null): Promise<EventStream> {
  const stream = await openEventStream(`${t.url}/api/notifications/stream`, token);
  streams.push(stream);
  return stream;
}

const markRead = (id: string, token?: string) =>
  t.api.fetch(`/api/notifications/${id}/read`, { method: 'PATCH', ...(token ? { cookieToken: token } : {}) });

describe('notification.list', () => {
  it('pages the account’s notifications, newest first', async () => {
    const { token } = await registerTestAccount(t.api);
    await t.api.mutate('event.join', { id: await insertEvent(t.db) }, { token });
    const all = await t.api.query<NotificationsStreamPayload>('notification.list', { limit: 10, offset: 0 }, { token });
    expect(all.data.total).toBe(2);
    expect(all.data.items.map((item) => item.topicName)).toEqual(['event_joined', 'welcome']);
    const second = await t.api.query<NotificationsStreamPayload>('notification.list', { limit: 1, offset: 1 }, { token });
    expect(second.data).toMatchObject({ total: 2, page: { limit: 1, offset: 1 } });
    expect(second.data.items.map((item) => item.topicName)).toEqual(['welcome']);
  });

  it('rejects a limit below 1 or a negative offset, naming both fields', async () => {
    const { token } = await registerTestAccount(t.api);
    const response = await t.api.query('notification.list', { limit: 0, offset: -1 }, { token });
    expect(response.error?.data.code).toBe('BAD_REQUEST');
    expect(Object.keys(response.error?.data.fieldErrors ?? {}).sort()).toEqual(['limit', 'offset']);
  });
});

describe('GET /api/notifications/stream', () => {
  it('streams the list on connect, a fresh list when something new arrives, and the update after PATCH read', async () => {
    const { token } = await registerTestAccount(t.api);
    const stream = await open(token);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('content-security-policy')).toContain("default-src 'self'");

    const initial = (await stream.next(notificationStreamEvents.list)).data as NotificationsStreamPayload;
    expect(initial.total).toBe(1);
    expect(initial.items[0]?.topicName).toBe('welcome');

    const eventId = await insertEvent(t.db, { name: 'Stream Fest' });
    await t.api.mutate('event.join', { id: eventId }, { token });
    const refreshed = (await stream.next(notificationStreamEvents.list)).data as NotificationsStreamPayload;
    expect(refreshed.total).toBe(2);
    const joined = refreshed.items.find((item) => item.topicName === 'event_joined');
    expect(joined?.payload?.title).toBe('You joined Stream Fest');

    const response = await markRead(joined?.id as string, token);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { notification: AppNotification }).notification).toMatchObject({ id: joined?.id, read: true });
    const updated = (await stream.next(notificationStreamEvents.updated)).data as AppNotification;
    expect(updated).toMatchObject({ id: joined?.id, read: true, archive: false });
    expect(updated.updatedAt).toBeGreaterThanOrEqual(joined?.updatedAt as number);
  });

  it('tells only the owner’s streams', async () => {
    const owner = await registerTestAccount(t.api);
    const other = await registerTestAccount(t.api);
    const otherStream = await open(other.token);
    await otherStream.next(notificationStreamEvents.list);
    await t.api.mutate('event.join', { id: await insertEvent(t.db) }, { token: owner.token });
    await expect(otherStream.next(notificationStreamEvents.list, 500)).rejects.toThrow(/No "notifications" event/);
  });

  it('does not keep the server from stopping while streams are open', async () => {
    const other = await startTestServer();
    const { token } = await registerTestAccount(other.api);
    const stream = await openEventStream(`${other.url}/api/notifications/stream`, token);
    await stream.next(notificationStreamEvents.list);
    await other.stop(); // resolves: the server ends open streams itself
    stream.close();
  });

  it('refuses a caller without a valid session with 401, so EventSource stops retrying', async () => {
    expect((await open(null)).status).toBe(401);
    expect((await open('not-a-real-token')).status).toBe(401);
  });
});

describe('PATCH /api/notifications/:id/read', () => {
  it('refuses someone else’s notification with 404 and leaves it unread', async () => {
    const owner = await registerTestAccount(t.api);
    const intruder = await registerTestAccount(t.api);
    const list = await t.api.query<NotificationsStreamPayload>('notification.list', undefined, { token: owner.token });
    const id = list.data.items[0]?.id as string;
    expect((await markRead(id, intruder.token)).status).toBe(404);
    const after = await t.api.query<NotificationsStreamPayload>('notification.list', undefined, { token: owner.token });
    expect(after.data.items[0]?.read).toBe(false);
  });

  it('answers 404 for unknown and malformed ids, 401 without a session', async () => {
    const { token } = await registerTestAccount(t.api);
    expect((await markRead(randomUUID(), token)).status).toBe(404);
    expect((await markRead('not-a-uuid', token)).status).toBe(404);
    expect((await markRead(randomUUID())).status).toBe(401);
  });

  it('is idempotent and accepts an empty JSON-typed body', async () => {
    const { token } = await registerTestAccount(t.api);
    const list = await t.api.query<NotificationsStreamPayload>('notification.list', undefined, { token });
    const id = list.data.items[0]?.id as string;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await t.api.fetch(`/api/notifications/${id}/read`, {
        method: 'PATCH',
        token,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(200);
    }
  });
});
