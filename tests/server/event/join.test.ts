// Runs on both databases: two joins with one link race on the membership row.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import type { NotificationsStreamPayload } from '#shared/contracts/notification.ts';
import { insertEvent } from '../factories/events.ts';
import { registerTestAccount } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

const join = (id: string, token?: string) => t.api.mutate<HallwayEvent>('event.join', { id }, token ? { token } : {});

describe('event.join', () => {
  it('joins an open event as an attendee and announces it with a notification naming the event', async () => {
    const { token } = await registerTestAccount(t.api);
    const id = await insertEvent(t.db, { name: 'Open Summit' });
    const response = await join(id, token);
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ id, membership: { attendeeId: expect.any(String), role: 'attendee' } });

    const byId = await t.api.query<HallwayEvent>('event.byId', { id }, { token });
    expect(byId.data.membership).toEqual(response.data.membership);
    const list = await t.api.query<{ items: HallwayEvent[] }>('event.list', { filter: 'upcoming' }, { token });
    expect(list.data.items.find((event) => event.id === id)?.membership).toEqual(response.data.membership);

    const notifications = await t.api.query<NotificationsStreamPayload>('notification.list', undefined, { token });
    const joined = notifications.data.items.filter((item) => item.topicName === 'event_joined');
    expect(joined).toHaveLength(1);
    expect(joined[0]?.payload).toMatchObject({ title: 'You joined Open Summit', eventId: id });
  });

  it('is idempotent: joining again keeps the same attendee id and sends no second notification', async () => {
    const { token } = await registerTestAccount(t.api);
    const id = await insertEvent(t.db);
    const first = await join(id, token);
    const [second, third] = await Promise.all([join(id, token), join(id, token)]);
    expect(second?.data.membership).toEqual(first.data.membership);
    expect(third?.data.membership).toEqual(first.data.membership);
    const notifications = await t.api.query<NotificationsStreamPayload>('notification.list', undefined, { token });
    expect(notifications.data.items.filter((item) => item.topicName === 'event_joined')).toHaveLength(1);
  });

  it.each(['invite', 'code'] as const)('refuses a %s-only event with FORBIDDEN', async (joinPolicy) => {
    const { token } = await registerTestAccount(t.api);
    const id = await insertEvent(t.db, { joinPolicy, joinCode: joinPolicy === 'code' ? 'ABC123' : null });
    const response = await join(id, token);
    expect(response.status).toBe(403);
    expect(response.error?.data.code).toBe('FORBIDDEN');
    expect((await t.api.query<HallwayEvent>('event.byId', { id }, { token })).data.membership).toBeNull();
  });

  it('answers NOT_FOUND for an unknown or unpublished event', async () => {
    const { token } = await registerTestAccount(t.api);
    const hidden = await insertEvent(t.db, { published: false });
    expect((await join(randomUUID(), token)).error?.data.code).toBe('NOT_FOUND');
    expect((await join(hidden, token)).error?.data.code).toBe('NOT_FOUND');
  });

  it('requires a signed-in account', async () => {
    const id = await insertEvent(t.db);
    const response = await join(id);
    expect(response.status).toBe(401);
    expect(response.error?.data.code).toBe('UNAUTHORIZED');
  });
});
