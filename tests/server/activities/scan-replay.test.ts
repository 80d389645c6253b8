// Runs on both databases: the same scan replayed at once races on its idempotency key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { accounts } from '#server/db/schema/accounts.ts';
import { activityScans } from '#server/db/schema/activity-scans.ts';
import { eventMembers } from '#server/db/schema/event-members.ts';
import type { ActivityScanInput, ActivityScanResult } from '#shared/contracts/activities.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { createActivity, codeOfActivity, makeActivityScene, phoneScan, type ActivityScene } from './activity-scene.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { createApiClient, type ApiClient } from '../helpers/trpc-http.ts';

// 1,000 queued scans replayed in batches of 100: none lost, none counted twice, though the server
// restarts in the middle of the replay and the phone then sends everything again (it never heard
// back), and though two phones of one person scan the same card.

const players = 100;
const activitiesPerPlayer = 10;
const batchSize = 100;

let tdb: TestDatabase;
let t: TestServer;
let scene: ActivityScene;
let people: TestAccount[];
let queues: Map<string, ActivityScanInput[]>;

/** The database outlives the server, as PostgreSQL outlives a restarted process. */
const kept = (database: Database): Database => ({ ...database, close: async () => {} });

async function send(api: ApiClient, who: TestAccount, scans: ActivityScanInput[]): Promise<ActivityScanResult[] | null> {
  try {
    const response = await api.mutate<{ results: ActivityScanResult[] }>('activities.scan', { scans }, { token: who.token });
    return response.error ? null : response.data.results;
  } catch {
    return null; // the connection dropped with the server
  }
}

beforeAll(async () => {
  tdb = await createTestDatabase();
  t = await startTestServer({ database: kept(tdb.database) });
  scene = await makeActivityScene(t);
  const created = await Promise.all(Array.from({ length: activitiesPerPlayer }, (_, i) => createActivity(t.api, scene.organizer, scene.eventId, { name: `Station ${i}`, points: i + 1 })));
  const codes = await Promise.all(created.map((activity) => codeOfActivity(t.api, scene.organizer, scene.eventId, activity.id)));
  people = await Promise.all(Array.from({ length: players }, (_, i) => registerTestAccount(t.api, { firstName: 'Player', lastName: `${i}` })));
  await t.db.insert(eventMembers).values(people.map((person) => ({ eventId: scene.eventId, accountId: person.account.id, ticketType: 'General' })));
  queues = new Map(people.map((person) => [person.account.id, codes.map((code) => phoneScan(scene.eventId, code))]));
}, 120_000);
afterAll(async () => {
  await t.stop();
  await tdb.database.close();
  await tdb.dispose();
});

describe('replaying 1,000 queued activity scans', () => {
  it('loses none and counts none twice across a server restart mid-replay', async () => {
    const all = people.flatMap((person) => queues.get(person.account.id)!.map((scan) => ({ person, scan })));
    expect(all).toHaveLength(players * activitiesPerPlayer);
    // Half the phones send; the server stops while their requests are in flight.
    const firstHalf = people.slice(0, players / 2).map((person) => send(t.api, person, queues.get(person.account.id)!));
    const stopping = t.stop();
    await Promise.all(firstHalf);
    await stopping;
    t = await startTestServer({ database: kept(tdb.database) });
    const api = createApiClient(t.url);
    // Every phone replays its whole queue (what it never heard back about is sent again).
    const answers = await Promise.all(people.map((person) => send(api, person, queues.get(person.account.id)!.slice(0, batchSize))));
    expect(answers.every((results) => results?.every((result) => result.outcome === 'accepted'))).toBe(true);

    const [row] = await t.db
      .select({ scans: sql<number>`count(*)::int`, distinctPairs: sql<number>`count(distinct (${activityScans.accountId}, ${activityScans.activityId}))::int`, points: sql<number>`sum(${activityScans.points})::int` })
      .from(activityScans)
      .where(and(eq(activityScans.eventId, scene.eventId), isNull(activityScans.undoneAt)));
    expect(row).toEqual({ scans: players * activitiesPerPlayer, distinctPairs: players * activitiesPerPlayer, points: players * 55 });

    // A third replay changes nothing either.
    await Promise.all(people.slice(0, 10).map((person) => send(api, person, queues.get(person.account.id)!)));
    const [again] = await t.db.select({ scans: sql<number>`count(*)::int` }).from(activityScans).where(eq(activityScans.eventId, scene.eventId));
    expect(again!.scans).toBe(players * activitiesPerPlayer);
  }, 180_000);

  it('two phones of one person scanning the same once-only card earn it once', async () => {
    const activity = await createActivity(t.api, scene.organizer, scene.eventId, { name: 'Once only', points: 7 });
    const code = await codeOfActivity(t.api, scene.organizer, scene.eventId, activity.id);
    const person = people[0]!;
    const phoneA = Array.from({ length: 5 }, () => phoneScan(scene.eventId, code));
    const phoneB = Array.from({ length: 5 }, () => phoneScan(scene.eventId, code));
    const [a, b] = await Promise.all([send(t.api, person, phoneA), send(t.api, person, phoneB)]);
    const outcomes = [...(a ?? []), ...(b ?? [])];
    expect(outcomes.filter((result) => result.outcome === 'accepted')).toHaveLength(1);
    expect(outcomes.filter((result) => result.reason === 'limit')).toHaveLength(9);
    const [row] = await t.db.select({ count: sql<number>`count(*)::int` }).from(activityScans).where(and(eq(activityScans.activityId, activity.id), eq(activityScans.accountId, person.account.id)));
    expect(row!.count).toBe(1);
    expect((await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, person.account.id))).length).toBe(1);
  }, 60_000);
});
