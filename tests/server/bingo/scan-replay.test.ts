// Runs on both databases: the same scan replayed at once races on its idempotency key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { bingoFills } from '#server/db/schema/bingo-fills.ts';
import type { BingoCard, BingoScanResult } from '#shared/contracts/bingo.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { codeOf } from '../helpers/personal-codes.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { createApiClient, type ApiClient } from '../helpers/trpc-http.ts';
import { bingoScan, setupCard } from './bingo-scene.ts';

// Queued bingo scans replayed in batches: none lost, none counted twice, though the server
// restarts in the middle of the replay and every phone then sends its whole queue again (it never
// heard back), and though one person's two phones scanned the same people for the same tiles.

const players = 12;
const size = 3;
const tiles = size * size;

let tdb: TestDatabase;
let t: TestServer;
let people: TestAccount[];
let codes: string[];
let organizer: TestAccount;

/** The database outlives the server, as PostgreSQL outlives a restarted process. */
const kept = (database: Database): Database => ({ ...database, close: async () => {} });

async function send(api: ApiClient, who: TestAccount, eventId: string, scans: ReturnType<typeof bingoScan>[]): Promise<BingoScanResult[] | null> {
  try {
    const response = await api.mutate<{ results: BingoScanResult[] }>('bingo.fill', { eventId, scans }, { token: who.token });
    return response.error ? null : response.data.results;
  } catch {
    return null; // the connection dropped with the server
  }
}

/** A 3×3 card of free tiles in a new event all the players are in. */
async function freeCard(): Promise<{ eventId: string; card: BingoCard }> {
  const eventId = await insertEvent(t.db, { enableBingo: true });
  await addMember(t.db, eventId, organizer.account.id, 'organizer');
  for (const person of people) await addMember(t.db, eventId, person.account.id, 'attendee');
  const card = await setupCard(t.api, organizer, eventId, Array.from({ length: tiles }, (_, i) => ({ prompt: `Anyone ${i + 1}`, rule: 'anyone' as const, tag: null })), size);
  return { eventId, card };
}

/** Player p scanned the next nine players round the ring, one per tile. */
const queueOf = (card: BingoCard, p: number) => card.tiles.map((tile, i) => bingoScan(tile.id, codes[(p + 1 + i) % players]!));

const fillCount = async (cardId: string) => {
  const [row] = await t.db
    .select({ rows: sql<number>`count(*)::int`, pairs: sql<number>`count(distinct (${bingoFills.accountId}, ${bingoFills.personId}))::int` })
    .from(bingoFills)
    .where(eq(bingoFills.cardId, cardId));
  return row!;
};

beforeAll(async () => {
  tdb = await createTestDatabase();
  t = await startTestServer({ database: kept(tdb.database) });
  organizer = await registerTestAccount(t.api, { firstName: 'Olga', lastName: 'Organizer' });
  people = await Promise.all(Array.from({ length: players }, (_, i) => registerTestAccount(t.api, { firstName: 'Player', lastName: `${i}` })));
  codes = await Promise.all(people.map((person) => codeOf(t.api, person)));
}, 120_000);
afterAll(async () => {
  await t.stop();
  await tdb.database.close();
  await tdb.dispose();
});

describe('replaying queued bingo scans', () => {
  it('loses none and counts none twice across a server restart mid-replay', async () => {
    const { eventId, card } = await freeCard();
    const queues = people.map((_, p) => queueOf(card, p));
    // Half the phones send; the server stops while their requests are in flight.
    const firstHalf = people.slice(0, players / 2).map((person, p) => send(t.api, person, eventId, queues[p]!));
    const stopping = t.stop();
    await Promise.all(firstHalf);
    await stopping;
    t = await startTestServer({ database: kept(tdb.database) });
    const api = createApiClient(t.url);
    // Every phone replays its whole queue: what it never heard back about is sent again.
    const answers = await Promise.all(people.map((person, p) => send(api, person, eventId, queues[p]!)));
    expect(answers.every((results) => results?.every((result) => result.outcome === 'accepted'))).toBe(true);
    expect(await fillCount(card.id)).toEqual({ rows: players * tiles, pairs: players * tiles });

    // A third replay changes nothing either, and answers each scan as before.
    const again = await send(api, people[0]!, eventId, queues[0]!);
    expect(again?.map((result) => result.fill?.id)).toEqual(answers[0]?.map((result) => result.fill?.id));
    expect(await fillCount(card.id)).toEqual({ rows: players * tiles, pairs: players * tiles });
  }, 180_000);

  it('two phones of one person scanning the same people for the same tiles fill each tile once', async () => {
    const { eventId, card } = await freeCard();
    const person = people[0]!;
    const phoneA = queueOf(card, 0);
    const phoneB = queueOf(card, 0);
    const [a, b] = await Promise.all([send(t.api, person, eventId, phoneA), send(t.api, person, eventId, phoneB)]);
    const outcomes = [...(a ?? []), ...(b ?? [])].map((result) => result.outcome);
    expect(outcomes.filter((outcome) => outcome === 'accepted')).toHaveLength(tiles);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(tiles);
    expect(await fillCount(card.id)).toEqual({ rows: tiles, pairs: tiles });
    // Each phone's answer names the same fill for a tile, whichever phone made it.
    expect(a?.map((result) => result.fill?.id)).toEqual(b?.map((result) => result.fill?.id));
  }, 60_000);
});
