// Runs on both databases: two instances on one PostgreSQL.
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationStreamEvents } from '#shared/contracts/notification.ts';
import { eventMembers } from '#server/db/schema/event-members.ts';
import { liveNotifyChannel } from '#server/services/live/live-channel.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { registerTestAccount } from '../helpers/accounts.ts';
import type { EventStream } from '../helpers/event-stream.ts';
import { expectNoLive, insertSignedInMembers, liveUntil, nextLive, useLiveStreams, type StreamViewer } from '../helpers/live-streams.ts';
import type { TestServer } from '../helpers/test-server.ts';
import { useTwoInstances } from '../helpers/two-instances.ts';

// Behind a load balancer a change made through instance A must reach the streams held by B:
// A announces it (NOTIFY), and every instance renders for its own streams.
describe.skipIf(!process.env.DATABASE_URL)('live messages between instances (PostgreSQL)', () => {
  const instances = useTwoInstances();
  const streams = useLiveStreams();
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

  const open = (server: TestServer, viewer: StreamViewer, eventId?: string): Promise<EventStream> => streams.open(server, viewer, { eventId });

  it('renders a change made on A for a member’s stream on B, and not for a stranger’s', async () => {
    const { a, b } = instances;
    const eventId = await insertEvent(a.db);
    const [member, stranger] = [await registerTestAccount(a.api), await registerTestAccount(a.api)];
    await addMember(a.db, eventId, member.account.id);
    const [memberStream, strangerStream] = [await open(b, member, eventId), await open(b, stranger)];
    try {
      votes.set('across', 7);
      const before = { ...renders };
      a.server.deps.live.changed({ eventId, topic: 'polls', key: 'across' });
      expect(await nextLive(memberStream)).toEqual({ eventId, topic: 'polls', key: 'across', data: { votes: 7 } });
      // A holds no stream of the event: only B rendered.
      expect(renders.b - before.b).toBe(1);
      expect(renders.a - before.a).toBe(0);
      await expectNoLive(strangerStream);
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
    const [leaverStream, witnessStream] = [await open(b, leaver, eventId), await open(b, witness, eventId)];
    try {
      expect(b.server.deps.live.streams.has(eventId, leaver.account.id)).toBe(true);
      await a.db.delete(eventMembers).where(eq(eventMembers.accountId, leaver.account.id));
      await vi.waitFor(() => expect(b.server.deps.live.streams.has(eventId, leaver.account.id)).toBe(false));
      a.server.deps.live.changed({ eventId, topic: 'polls', key: 'after-removal' });
      expect(await nextLive(witnessStream)).toMatchObject({ key: 'after-removal' });
      await expectNoLive(leaverStream);
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
    const stream = await open(b, member, eventId);
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
  it('a burst of changes made on both instances ends with the final state on every stream of both, in a few NOTIFYs', async () => {
    const { a, b } = instances;
    const eventId = await insertEvent(a.db);
    const viewers = await insertSignedInMembers(a.db, eventId, 40);
    const opened = await Promise.all(viewers.map((viewer, index) => open(index % 2 === 0 ? a : b, viewer, eventId)));
    const key = 'burst-across';
    // Count the announcements of this key as any other listener on the database would hear them.
    const listener = new pg.Client({ connectionString: a.server.database.connectionString as string });
    await listener.connect();
    let announcements = 0;
    listener.on('notification', (message) => {
      if (message.channel === liveNotifyChannel && message.payload?.includes(key)) announcements += 1;
    });
    await listener.query(`LISTEN ${liveNotifyChannel}`);
    try {
      // Three rounds of 100 changes, each round split between the instances, as votes behind a load balancer.
      const rounds = 3;
      let final = 0;
      for (let round = 0; round < rounds; round += 1) {
        for (let change = 0; change < 100; change += 1) {
          final += 1;
          votes.set(key, final);
          (change % 2 === 0 ? a : b).server.deps.live.changed({ eventId, topic: 'polls', key });
        }
        await sleep(30);
      }
      await Promise.all(
        opened.map(async (stream) => {
          let last = 0;
          while (last !== final) {
            const message = await liveUntil(stream, (candidate) => candidate.key === key, 10_000);
            const shown = (message.data as { votes: number }).votes;
            expect(shown).toBeGreaterThanOrEqual(last);
            last = shown;
          }
        }),
      );
      // Each instance announces a key at most at once and once more per round (leading and
      // trailing edges): 300 changes, at most 12 NOTIFYs, whatever the timing.
      await vi.waitFor(() => expect(announcements).toBeGreaterThan(0));
      expect(announcements).toBeLessThanOrEqual(rounds * 2 * 2);
    } finally {
      await listener.end();
    }
  });
});
