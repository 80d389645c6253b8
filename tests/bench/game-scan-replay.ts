// Venue games benchmark: a phone comes back online with 1,000 queued activity scans. The app's real
// outbox drain (src/client/offline, in Node with fake-indexeddb) replays them in batches through a
// real tRPC client against a real server (PGlite, or PostgreSQL with DATABASE_URL). Prints the
// time until the queue is empty (target ≤ 3 s), the requests, and what was lost or counted twice
// (read back from the database). Then the bingo half: 40 phones come back at once, each with 25
// queued bingo scans (op bingo.fill, a full 5×5 card of other attendees), drained side by side.
// Asserts nothing.
import 'fake-indexeddb/auto';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { eq, sql } from 'drizzle-orm';
import type { AppRouter } from '#client/lib/trpc.ts';
import { drainOutbox } from '#client/offline/drain-outbox.ts';
import { outboxEntrySchema, type OutboxEntry } from '#client/offline/outbox-entry.ts';
import { newEntryId, newIdempotencyKey } from '#client/offline/outbox-ids.ts';
import { createProcessLock } from '#client/offline/outbox-lock.ts';
import { createIdbOutboxStore } from '#client/offline/outbox-store.ts';
import { activityScans } from '#server/db/schema/activity-scans.ts';
import { bingoFills } from '#server/db/schema/bingo-fills.ts';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import { addMember, insertEvent } from '../server/factories/events.ts';
import { registerTestAccount } from '../server/helpers/accounts.ts';
import { startTestServer } from '../server/helpers/test-server.ts';
import { createActivity, codeOfActivity } from '../server/activities/activity-scene.ts';
import type { TestAccount } from '../server/helpers/accounts.ts';
import type { TestServer } from '../server/helpers/test-server.ts';

const queued = 1_000;
const activityCount = 10;
const budgetMs = 3_000;

export interface GameReplayFigures {
  scans: number;
  drainMs: number;
  requests: number;
  accepted: number;
  lost: number;
  doubled: number;
  left: number;
  database: string;
  bingo: BingoReplayFigures;
}

export interface BingoReplayFigures {
  phones: number;
  scans: number;
  drainMs: number;
  requests: number;
  accepted: number;
  /** Queued scans with no fill in the database. */
  lost: number;
  /** Fills beyond the one each queued scan makes (the unique indexes should make this 0). */
  doubled: number;
  left: number;
}

const bingoPhones = 40;
const bingoSize = 5;

export async function benchGameScanReplay(): Promise<GameReplayFigures> {
  const server = await startTestServer();
  try {
    const eventId = await insertEvent(server.db, { enableActivities: true });
    const organizer = await registerTestAccount(server.api, { firstName: 'Olga', lastName: 'Organizer' });
    const player = await registerTestAccount(server.api, { firstName: 'Pat', lastName: 'Player' });
    await addMember(server.db, eventId, organizer.account.id, 'organizer');
    await addMember(server.db, eventId, player.account.id, 'attendee');
    // Ten cards, each earnable 100 times: one phone's 1,000 scans are all within the rules.
    const codes: string[] = [];
    for (let i = 0; i < activityCount; i++) {
      const activity = await createActivity(server.api, organizer, eventId, { name: `Station ${i}`, points: 1, perPersonLimit: queued / activityCount });
      codes.push(await codeOfActivity(server.api, organizer, eventId, activity.id));
    }

    const store = createIdbOutboxStore(`bench-games-${Date.now()}`);
    const scannedFrom = Date.now() - 30 * 60_000;
    for (let index = 0; index < queued; index++) {
      const idempotencyKey = newIdempotencyKey();
      const at = scannedFrom + index * 1_000;
      const entry: OutboxEntry = outboxEntrySchema.parse({
        id: newEntryId(at),
        op: 'activity.scan',
        payload: { idempotencyKey, eventId, code: codes[index % activityCount], scannedAt: at },
        idempotencyKey,
        accountId: player.account.id,
        summary: `Activity: Station ${index % activityCount}`,
        createdAt: at,
        attempts: 0,
        nextAttemptAt: at,
        lastError: null,
        state: 'pending',
        version: 1,
      } satisfies OutboxEntry);
      await store.add(entry);
    }

    let requests = 0;
    const countingFetch: typeof fetch = (input, init) => {
      requests += 1;
      return fetch(input, init);
    };
    const client = createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: `${server.url}/api/trpc`, maxURLLength: 2048, fetch: countingFetch, headers: () => ({ [accountTokenHeaderName]: player.token }) })],
    });
    let accepted = 0;
    const deps = {
      store,
      client: () => client,
      lock: createProcessLock(),
      now: () => Date.now(),
      random: Math.random,
      accountId: () => player.account.id,
      onResults: (_op: string, results: Array<{ outcome: string }>) => {
        accepted += results.filter((result) => result.outcome === 'accepted').length;
      },
    };
    const started = performance.now();
    let drains = 0;
    while ((await store.read()).entries.length > 0 && drains < 20) {
      await drainOutbox(deps);
      drains += 1;
    }
    const drainMs = performance.now() - started;
    const left = (await store.read()).entries.length;
    const [row] = await server.db
      .select({ rows: sql<number>`count(*)::int`, keys: sql<number>`count(distinct ${activityScans.idempotencyKey})::int` })
      .from(activityScans)
      .where(eq(activityScans.eventId, eventId));
    const rows = row?.rows ?? 0;
    const keys = row?.keys ?? 0;
    const bingo = await benchBingoReplay(server);
    return { scans: queued, drainMs, requests, accepted, lost: queued - keys, doubled: rows - keys, left, database: process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite', bingo };
  } finally {
    await server.stop();
  }
}

/**
 * Forty players, each with a 5×5 card of free tiles, each scanned the next 25 players round a ring
 * offline (never themselves): 1,000 bingo scans, all within the rules, queued on forty
 * phones (one outbox each) that all drain at once when the hall's Wi-Fi returns.
 */
async function benchBingoReplay(server: TestServer): Promise<BingoReplayFigures> {
  const tilesPerCard = bingoSize * bingoSize;
  const eventId = await insertEvent(server.db, { enableBingo: true });
  const organizer = await registerTestAccount(server.api, { firstName: 'Olga', lastName: 'Organizer' });
  await addMember(server.db, eventId, organizer.account.id, 'organizer');
  const players: TestAccount[] = [];
  for (let i = 0; i < bingoPhones; i++) {
    const player = await registerTestAccount(server.api, { firstName: `Player${i}`, lastName: 'Bingo' });
    await addMember(server.db, eventId, player.account.id, 'attendee');
    players.push(player);
  }
  const codes: string[] = [];
  for (const player of players) {
    const mine = await server.api.query<{ code: string }>('personalCode.mine', undefined, { token: player.token });
    if (mine.error) throw new Error('personalCode.mine failed');
    codes.push(mine.data.code);
  }
  const tiles = Array.from({ length: tilesPerCard }, (_, i) => ({ prompt: `Anyone ${i + 1}`, rule: 'anyone', tag: null }));
  const setup = await server.api.mutate<{ id: string; tiles: Array<{ id: string }> }>('bingo.setup', { eventId, size: bingoSize, tiles }, { token: organizer.token });
  if (setup.error) throw new Error('bingo.setup failed');
  const card = setup.data;

  let requests = 0;
  let accepted = 0;
  const countingFetch: typeof fetch = (input, init) => {
    requests += 1;
    return fetch(input, init);
  };
  const scannedFrom = Date.now() - 30 * 60_000;
  const phones = await Promise.all(
    players.map(async (player, p) => {
      const store = createIdbOutboxStore(`bench-bingo-${p}-${Date.now()}`);
      for (let t = 0; t < tilesPerCard; t++) {
        const idempotencyKey = newIdempotencyKey();
        const at = scannedFrom + (p * tilesPerCard + t) * 1_000;
        const entry: OutboxEntry = outboxEntrySchema.parse({
          id: newEntryId(at),
          op: 'bingo.fill',
          payload: { eventId, idempotencyKey, tileId: card.tiles[t]?.id, code: codes[(p + 1 + t) % bingoPhones], scannedAt: at },
          idempotencyKey,
          accountId: player.account.id,
          summary: `Bingo: Anyone ${t + 1}`,
          createdAt: at,
          attempts: 0,
          nextAttemptAt: at,
          lastError: null,
          state: 'pending',
          version: 1,
        } satisfies OutboxEntry);
        await store.add(entry);
      }
      const client = createTRPCClient<AppRouter>({
        links: [httpBatchLink({ url: `${server.url}/api/trpc`, maxURLLength: 2048, fetch: countingFetch, headers: () => ({ [accountTokenHeaderName]: player.token }) })],
      });
      const deps = {
        store,
        client: () => client,
        lock: createProcessLock(),
        now: () => Date.now(),
        random: Math.random,
        accountId: () => player.account.id,
        onResults: (_op: string, results: Array<{ outcome: string }>) => {
          accepted += results.filter((result) => result.outcome === 'accepted').length;
        },
      };
      return { store, deps };
    }),
  );

  const started = performance.now();
  await Promise.all(
    phones.map(async ({ store, deps }) => {
      for (let drains = 0; drains < 20 && (await store.read()).entries.length > 0; drains++) await drainOutbox(deps);
    }),
  );
  const drainMs = performance.now() - started;
  let left = 0;
  for (const { store } of phones) left += (await store.read()).entries.length;
  const [row] = await server.db
    .select({ rows: sql<number>`count(*)::int`, pairs: sql<number>`count(distinct (${bingoFills.accountId}, ${bingoFills.personId}))::int` })
    .from(bingoFills)
    .where(eq(bingoFills.cardId, card.id));
  const scans = bingoPhones * tilesPerCard;
  const pairs = row?.pairs ?? 0;
  return { phones: bingoPhones, scans, drainMs, requests, accepted, lost: scans - pairs, doubled: (row?.rows ?? 0) - pairs, left };
}

export function printGameScanReplay(figures: GameReplayFigures, log: (line: string) => void = console.log): void {
  const verdict = figures.drainMs <= budgetMs ? 'within budget' : 'OVER BUDGET';
  log(
    `  ${figures.scans} queued activity scans replayed in ${(figures.drainMs / 1000).toFixed(2)} s with ${figures.requests} HTTP requests on ${figures.database} ` +
      `(${figures.accepted} accepted, ${figures.lost} lost, ${figures.doubled} counted twice, ${figures.left} left in the queue)`,
  );
  log(`Budget: replay of 1,000 queued activity scans ≤ ${(budgetMs / 1000).toFixed(0)} s → ${(figures.drainMs / 1000).toFixed(2)} s: ${verdict}`);
  const bingo = figures.bingo;
  log(
    `  ${bingo.scans} queued bingo scans on ${bingo.phones} phones draining at once replayed in ${(bingo.drainMs / 1000).toFixed(2)} s with ${bingo.requests} HTTP requests ` +
      `(${bingo.accepted} accepted, ${bingo.lost} lost, ${bingo.doubled} counted twice, ${bingo.left} left in the queues)`,
  );
  log(`Budget: replay of 1,000 queued bingo scans ≤ ${(budgetMs / 1000).toFixed(0)} s → ${(bingo.drainMs / 1000).toFixed(2)} s: ${bingo.drainMs <= budgetMs ? 'within budget' : 'OVER BUDGET'}`);
}

// Run alone: node --import tsx tests/bench/game-scan-replay.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  benchGameScanReplay().then(
    (figures) => {
      printGameScanReplay(figures);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
