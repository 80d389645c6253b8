// Runs on both databases: on PGlite the scan requests that arrive together share one transaction, on PostgreSQL each has its own.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEmbeddedDb } from '#server/db/client.ts';
import { accounts } from '#server/db/schema/accounts.ts';
import { activityScans } from '#server/db/schema/activity-scans.ts';
import { recordActivityScans } from '#server/services/activities/record-activity-scans.ts';
import { loadCodeSigner, type CodeSigner } from '#server/services/personal-code/code-signer.ts';
import type { ActivityScanInput, ActivityScanResult } from '#shared/contracts/activities.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { codeOfActivity, createActivity, makeActivityScene, phoneScan, type ActivityScene } from './activity-scene.ts';

// recordActivityScans as the activities.scan procedure calls it, several people's requests in the
// same turn: on PGlite in one transaction (one person's requests never share one), on PostgreSQL
// each in its own at once. Either way each request is judged and answered on its own.

let t: TestServer;
let scene: ActivityScene;
let signer: CodeSigner;

beforeAll(async () => {
  t = await startTestServer();
  scene = await makeActivityScene(t);
  signer = await loadCodeSigner(t.server.deps);
});
afterAll(() => t.stop());

/** Players at the service: the procedure checked their membership before. */
async function people(count: number): Promise<string[]> {
  const rows = await t.db
    .insert(accounts)
    .values(Array.from({ length: count }, (_, index) => ({ email: `player-${index}-${randomUUID()}@example.test`, firstName: 'Player', lastName: String(index), passwordHash: 'x' })))
    .returning({ id: accounts.id });
  return rows.map((row) => row.id);
}

async function card(perPersonLimit = 1): Promise<{ id: string; code: string }> {
  const activity = await createActivity(t.api, scene.organizer, scene.eventId, { name: `Station ${randomUUID().slice(0, 6)}`, perPersonLimit });
  return { id: activity.id, code: await codeOfActivity(t.api, scene.organizer, scene.eventId, activity.id) };
}

const record = (accountId: string, scans: ActivityScanInput[]) => recordActivityScans(t.db, { accountId, scans, signer, now: new Date() });

/** What a result says, without its ids and times. */
const verdict = (result: ActivityScanResult) => (result.outcome === 'accepted' ? `accepted ${result.scan?.points}` : `rejected ${result.reason}`);

const storedScans = async (activityId: string) =>
  (await t.db.select({ accountId: activityScans.accountId }).from(activityScans).where(eq(activityScans.activityId, activityId))).map((row) => row.accountId).sort();

describe('activity scan requests that arrive together', () => {
  it('answer as the same requests one after another: each person earns the card once, a second card in a request is refused for the limit', async () => {
    const players = await people(5);
    const [together, oneByOne] = [await card(), await card()];
    const requests = (code: string) => players.map(() => [phoneScan(scene.eventId, code), phoneScan(scene.eventId, code)]);
    const concurrent = await Promise.all(requests(together.code).map((scans, index) => record(players[index]!, scans)));
    const sequential: ActivityScanResult[][] = [];
    for (const [index, scans] of requests(oneByOne.code).entries()) sequential.push(await record(players[index]!, scans));

    expect(sequential.map((results) => results.map(verdict))).toEqual(players.map(() => ['accepted 10', 'rejected limit']));
    expect(concurrent.map((results) => results.map(verdict))).toEqual(sequential.map((results) => results.map(verdict)));
    expect(concurrent.map((results) => results[0]!.scan?.activityId)).toEqual(players.map(() => together.id));
    expect(await storedScans(together.id)).toEqual([...players].sort());
    expect(await storedScans(oneByOne.id)).toEqual([...players].sort());
  });

  it("take one person's two phones one after the other, answer a replayed key with its scan and refuse a key reused for another scan", async () => {
    const [player, other] = (await people(2)) as [string, string];
    const limited = await card();
    const stored = phoneScan(scene.eventId, (await card()).code);
    const [first] = await record(player, [stored]);
    const settled = await Promise.all([
      record(player, [phoneScan(scene.eventId, limited.code)]),
      record(player, [phoneScan(scene.eventId, limited.code)]),
      record(player, [stored]),
      record(player, [{ ...stored, scannedAt: stored.scannedAt - 60_000 }]),
      record(other, [phoneScan(scene.eventId, limited.code)]),
    ]);
    const verdicts = settled.map((results) => verdict(results[0]!));
    // Two phones of one person on a card allowed once: one earns it; on PGlite in the order they came.
    expect(verdicts.slice(0, 2).sort()).toEqual(['accepted 10', 'rejected limit']);
    if (isEmbeddedDb(t.db)) expect(verdicts.slice(0, 2)).toEqual(['accepted 10', 'rejected limit']);
    expect(verdicts.slice(2)).toEqual(['accepted 10', 'rejected key-reused', 'accepted 10']);
    expect(settled[2]![0]!.scan?.id).toBe(first!.scan?.id);
    expect(await storedScans(limited.id)).toEqual([player, other].sort());
  });

  it('a request the database refuses outright fails alone; the others arriving with it are stored', async () => {
    const players = await people(2);
    const station = await card();
    // An account that does not exist: its keys cannot be stored (foreign key), so its transaction raises.
    const settled = await Promise.allSettled([
      record(players[0]!, [phoneScan(scene.eventId, station.code)]),
      record(randomUUID(), [phoneScan(scene.eventId, station.code)]),
      record(players[1]!, [phoneScan(scene.eventId, station.code)]),
    ]);
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(settled.flatMap((result) => (result.status === 'fulfilled' ? result.value.map(verdict) : []))).toEqual(['accepted 10', 'accepted 10']);
    expect(await storedScans(station.id)).toEqual([...players].sort());
  });
});
