// Runs on both databases: two instances on one PostgreSQL.
import { describe, expect, it } from 'vitest';
import type { NotificationsStreamPayload } from '#shared/contracts/notification.ts';
import { notificationStreamEvents } from '#shared/contracts/notification.ts';
import { insertEvent } from '../factories/events.ts';
import { registerTestAccount } from '../helpers/accounts.ts';
import { openEventStream } from '../helpers/event-stream.ts';
import { useTwoInstances } from '../helpers/two-instances.ts';

// Several instances behind a load balancer share one PostgreSQL: a stream held by
// instance A must hear about a notification written through instance B (LISTEN/NOTIFY).
describe.skipIf(!process.env.DATABASE_URL)('notification fan-out between instances (PostgreSQL)', () => {
  const instances = useTwoInstances();

  it('delivers a notification created on one instance to a stream open on another', async () => {
    const { a, b } = instances;
    const { token } = await registerTestAccount(a.api);
    const stream = await openEventStream(`${a.url}/api/notifications/stream`, token);
    try {
      await stream.next(notificationStreamEvents.list);
      await b.api.mutate('event.join', { id: await insertEvent(b.db, { name: 'Across Instances' }) }, { token });
      const list = (await stream.next(notificationStreamEvents.list)).data as NotificationsStreamPayload;
      expect(list.items.map((item) => item.payload?.title)).toContain('You joined Across Instances');

      const id = list.items[0]?.id as string;
      expect((await b.api.fetch(`/api/notifications/${id}/read`, { method: 'PATCH', token })).status).toBe(200);
      expect((await stream.next(notificationStreamEvents.updated)).data).toMatchObject({ id, read: true });
    } finally {
      stream.close();
    }
  });
});
