import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveMessage } from '#shared/contracts/live.ts';
import { notificationStreamEvents } from '#shared/contracts/notification.ts';
import { eventMembers } from '#server/db/schema/event-members.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { openEventStream, type EventStream } from '../helpers/event-stream.ts';
import type { TestServer } from '../helpers/test-server.ts';
import { useTwoInstances } from '../helpers/two-instances.ts';

// Behind a load balancer a change made through instance A must reach the streams held by B:
// A announces it (NOTIFY), and every instance renders for its own streams.
describe.skipIf(!process.env.DATABASE_URL)('live messages between instances (PostgreSQL)', () => {
  const instances = useTwoInstances();
  const votes = new Map<string, number>();
  const renders = { a: 0, b: 0 };
  beforeAll(() => {
    for (const name of ['a', 'b'] as const) {
      instances[name].server.deps.live.setRenderer('polls', async ({ key }) => {
        renders[name] += 1;
        return { toAll: { votes: votes.get(key) ?? 0 } };
      });
    }
  });

  async function open(server: TestServer, account: TestAccount): Promise<EventStream> {
    const stream = await openEventStream(`${server.url}/api/notifications/stream`, account.token);
    await stream.next(notificationStreamEvents.list);
    return stream;
  }
  const nextLive = async (stream: EventStream, timeoutMs?: number) => (await stream.next(notificationStreamEvents.live, timeoutMs)).data as LiveMessage;

  it('renders a change made on A for a member’s stream on B, and not for a stranger’s', async () => {
    const { a, b } = instances;
    const eventId = await insertEvent(a.db);
    const [member, stranger] = [await registerTestAccount(a.api), await registerTestAccount(a.api)];
    await addMember(a.db, eventId, member.account.id);
    const [memberStream, strangerStream] = [await open(b, member), await open(b, stranger)];
    try {
      votes.set('across', 7);
      const before = { ...renders };
      a.server.deps.live.changed({ eventId, topic: 'polls', key: 'across' });
      expect(await nextLive(memberStream)).toEqual({ eventId, topic: 'polls', key: 'across', data: { votes: 7 } });
      // A holds no stream of the event: only B rendered.
      expect(renders.b - before.b).toBe(1);
      expect(renders.a - before.a).toBe(0);
      await expect(nextLive(strangerStream, 300)).rejects.toThrow(/No "live" event/);
    } finally {
      memberStream.close();
      strangerStream.close();
    }
  });

  it('stops sending to a member removed through the other instance', async () => {
    const { a, b } = instances;
    const eventId = await insertEvent(a.db);
    const [leaver, witness] = [await registerTestAccount(a.api), await registerTestAccount(a.api)];
    await addMember(a.db, eventId, leaver.account.id);
    await addMember(a.db, eventId, witness.account.id);
    const [leaverStream, witnessStream] = [await open(b, leaver), await open(b, witness)];
    try {
      expect(b.server.deps.live.streams.has(eventId, leaver.account.id)).toBe(true);
      await a.db.delete(eventMembers).where(eq(eventMembers.accountId, leaver.account.id));
      await vi.waitFor(() => expect(b.server.deps.live.streams.has(eventId, leaver.account.id)).toBe(false));
      a.server.deps.live.changed({ eventId, topic: 'polls', key: 'after-removal' });
      expect(await nextLive(witnessStream)).toMatchObject({ key: 'after-removal' });
      await expect(nextLive(leaverStream, 300)).rejects.toThrow(/No "live" event/);
    } finally {
      leaverStream.close();
      witnessStream.close();
    }
  });

  it('tells the streams to resync after the LISTEN connection was lost, and hears changes again', async () => {
    const { a, b } = instances;
    const eventId = await insertEvent(a.db);
    const member = await registerTestAccount(a.api);
    await addMember(a.db, eventId, member.account.id);
    const stream = await open(b, member);
    try {
      // Only this test's throwaway database: other runs on the same server keep their connections.
      const database = new URL(a.server.database.connectionString as string).pathname.slice(1);
      await a.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'hallway-listen' and datname = ${database}`,
      );
      expect((await stream.next(notificationStreamEvents.liveResync, 10_000)).data).toEqual({});
      votes.set('after-gap', 1);
      a.server.deps.live.changed({ eventId, topic: 'polls', key: 'after-gap' });
      expect(await nextLive(stream)).toMatchObject({ key: 'after-gap', data: { votes: 1 } });
    } finally {
      stream.close();
    }
  });
});
