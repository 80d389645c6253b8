// Venue games benchmark: phones come back online with 1,000 queued activity or bingo scans. The
// app's real outbox drain (src/client/offline, in Node with fake-indexeddb: node-outbox.ts)
// replays them in batches through a real tRPC client against a real server (PGlite, or
// PostgreSQL with DATABASE_URL). Each case prints the time until the queues are empty (target
// ≤ 3 s), the requests, the answers and what was lost or counted twice, read back from the
// database. Cases, each for activities and for bingo:
//   - plain: the queue drains against a server that stays up;
//   - restart: the server stops once the first batches were answered and starts again on the same
//     database (another port); the phone retries with its backoff and resends what it never heard about;
//   - two phones: one person's two phones scanned the same codes: activities allow each card a
//     fixed number of times (the second phone's extra scans are refused 'limit'), bingo keeps one
//     fill per tile and person (the second phone's scan is a duplicate).
// Asserts nothing.
import 'fake-indexeddb/auto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { activityScans } from '#server/db/schema/activity-scans.ts';
import { bingoFills } from '#server/db/schema/bingo-fills.ts';
import { addMember, insertEvent } from '../server/factories/events.ts';
import { registerTestAccount, type TestAccount } from '../server/helpers/accounts.ts';
import { createTestDatabase } from '../server/helpers/test-database.ts';
import { startTestServer, type TestServer } from '../server/helpers/test-server.ts';
import { createActivity, codeOfActivity } from '../server/activities/activity-scene.ts';
import { benchDatabaseLabel, runBenchAlone } from './bench-start.ts';
import { createNodePhone, newIdempotencyKey, newReplayCounter, type NodePhone, type ReplayCounter } from './node-outbox.ts';

const queued = 1_000;
const activityCount = 10;
const budgetMs = 3_000;
const bingoPhones = 40;
const bingoSize = 5;
/** The server stops once this many requests were sent in a restart case. */
const restartAfterRequests = 3;

export type ReplayCase = 'plain' | 'restart' | 'two phones';

export interface ReplayFigures {
  game: 'activity' | 'bingo';
  kind: ReplayCase;
  phones: number;
  scans: number;
  drainMs: number;
  /** Stopping and starting the server, within drainMs (restart case only). */
  restartMs: number | null;
  requests: number;
  accepted: number;
  duplicate: number;
  rejected: number;
  /** Scans that should have counted and did not. */
  lost: number;
  /** Rows beyond what the scans may count (0 if each key applies once and the rules hold). */
  doubled: number;
  /** Entries still waiting in the phones' queues (refused ones stay stored, shown to the person, and are not counted). */
  left: number;
}

export interface GameReplayFigures {
  database: string;
  cases: ReplayFigures[];
}

/** The database outlives a restarted server, as PostgreSQL outlives a restarted process. */
const kept = (database: Database): Database => ({ ...database, close: async () => {} });

interface Bench {
  current: TestServer;
  database: Database;
  counter: ReplayCounter;
}

const phoneOf = (bench: Bench, who: TestAccount) =>
  createNodePhone({ baseUrl: () => bench.current.url, token: who.token, accountId: who.account.id, counter: bench.counter });

/** Drains every phone at once; in a restart case the server goes down and up again meanwhile. */
async function replay(bench: Bench, phones: NodePhone[], kind: ReplayCase): Promise<{ drainMs: number; restartMs: number | null; left: number }> {
  let restartMs: number | null = null;
  const started = performance.now();
  const drains = Promise.all(phones.map((phone) => phone.drainUntilEmpty()));
  if (kind === 'restart') {
    while (bench.counter.requests < restartAfterRequests) await new Promise((resolve) => setTimeout(resolve, 5));
    const down = performance.now();
    await bench.current.stop();
    bench.current = await startTestServer({ database: kept(bench.database) });
    restartMs = performance.now() - down;
  }
  await drains;
  const drainMs = performance.now() - started;
  let left = 0;
  for (const phone of phones) left += await phone.left();
  return { drainMs, restartMs, left };
}

async function activityCase(bench: Bench, organizer: TestAccount, player: TestAccount, kind: ReplayCase): Promise<ReplayFigures> {
  const server = bench.current;
  const eventId = await insertEvent(server.db, { enableActivities: true });
  await addMember(server.db, eventId, organizer.account.id, 'organizer');
  await addMember(server.db, eventId, player.account.id, 'attendee');
  // Plain and restart: every scan is within the rules (each card earnable 100 times). Two phones:
  // each card earnable 50 times, and each phone scanned each card 50 times: half of it counts.
  const phoneCount = kind === 'two phones' ? 2 : 1;
  const limit = queued / activityCount / phoneCount;
  const activityIds: string[] = [];
  const codes: string[] = [];
  for (let i = 0; i < activityCount; i++) {
    const activity = await createActivity(server.api, organizer, eventId, { name: `Station ${i}`, points: 1, perPersonLimit: limit });
    activityIds.push(activity.id);
    codes.push(await codeOfActivity(server.api, organizer, eventId, activity.id));
  }
  bench.counter = newReplayCounter();
  const phones = Array.from({ length: phoneCount }, () => phoneOf(bench, player));
  const perPhone = queued / phoneCount;
  const scannedFrom = Date.now() - 30 * 60_000;
  for (const [p, phone] of phones.entries()) {
    for (let index = 0; index < perPhone; index++) {
      const at = scannedFrom + (index * phoneCount + p) * 1_000;
      await phone.queue('activity.scan', { idempotencyKey: newIdempotencyKey(), eventId, code: codes[index % activityCount]!, scannedAt: at }, `Activity: Station ${index % activityCount}`, at);
    }
  }
  const { drainMs, restartMs, left } = await replay(bench, phones, kind);
  const rows = await bench.current.db
    .select({ activityId: activityScans.activityId, rows: sql<number>`count(*)::int`, keys: sql<number>`count(distinct ${activityScans.idempotencyKey})::int` })
    .from(activityScans)
    .where(and(eq(activityScans.eventId, eventId), isNull(activityScans.undoneAt)))
    .groupBy(activityScans.activityId);
  const byActivity = new Map(rows.map((row) => [row.activityId, row]));
  let lost = 0;
  let doubled = 0;
  for (const id of activityIds) {
    const row = byActivity.get(id);
    const count = row?.rows ?? 0;
    lost += Math.max(0, limit - count);
    doubled += Math.max(0, count - limit) + (count - (row?.keys ?? 0));
  }
  return { game: 'activity', kind, phones: phoneCount, scans: queued, drainMs, restartMs, ...counts(bench.counter), lost, doubled, left };
}

const counts = ({ requests, accepted, duplicate, rejected }: ReplayCounter) => ({ requests, accepted, duplicate, rejected });

/**
 * Plain and restart: forty players, each with a 5×5 card of free tiles, each scanned the next 25
 * players round a ring offline (never themselves): 1,000 scans on forty phones that drain at once.
 * Two phones: the first twenty players have two phones each, and both scanned the same 25
 * people for the same tiles: 1,000 scans, 500 fills.
 */
async function bingoCase(bench: Bench, organizer: TestAccount, players: TestAccount[], codes: string[], kind: ReplayCase): Promise<ReplayFigures> {
  const server = bench.current;
  const tilesPerCard = bingoSize * bingoSize;
  const eventId = await insertEvent(server.db, { enableBingo: true });
  await addMember(server.db, eventId, organizer.account.id, 'organizer');
  for (const player of players) await addMember(server.db, eventId, player.account.id, 'attendee');
  const tiles = Array.from({ length: tilesPerCard }, (_, i) => ({ prompt: `Anyone ${i + 1}`, rule: 'anyone', tag: null }));
  const setup = await server.api.mutate<{ id: string; tiles: Array<{ id: string }> }>('bingo.setup', { eventId, size: bingoSize, tiles }, { token: organizer.token });
  if (setup.error) throw new Error('bingo.setup failed');
  const card = setup.data;
  const twoPhones = kind === 'two phones';
  const scanners = twoPhones ? players.slice(0, bingoPhones / 2) : players;
  bench.counter = newReplayCounter();
  const scannedFrom = Date.now() - 30 * 60_000;
  const phones: NodePhone[] = [];
  for (const [p, player] of scanners.entries()) {
    for (let copy = 0; copy < (twoPhones ? 2 : 1); copy++) {
      const phone = phoneOf(bench, player);
      for (let t = 0; t < tilesPerCard; t++) {
        const at = scannedFrom + (p * tilesPerCard + t) * 1_000 + copy;
        await phone.queue('bingo.fill', { eventId, idempotencyKey: newIdempotencyKey(), tileId: card.tiles[t]!.id, code: codes[(p + 1 + t) % players.length]!, scannedAt: at }, `Bingo: Anyone ${t + 1}`, at);
      }
      phones.push(phone);
    }
  }
  const { drainMs, restartMs, left } = await replay(bench, phones, kind);
  const [row] = await bench.current.db
    .select({ rows: sql<number>`count(*)::int`, pairs: sql<number>`count(distinct (${bingoFills.accountId}, ${bingoFills.personId}))::int` })
    .from(bingoFills)
    .where(and(eq(bingoFills.cardId, card.id), inArray(bingoFills.accountId, scanners.map((player) => player.account.id))));
  const fills = scanners.length * tilesPerCard;
  const pairs = row?.pairs ?? 0;
  return { game: 'bingo', kind, phones: phones.length, scans: phones.length * tilesPerCard, drainMs, restartMs, ...counts(bench.counter), lost: fills - pairs, doubled: (row?.rows ?? 0) - pairs, left };
}

export async function benchGameScanReplay(log: (line: string) => void = () => {}): Promise<GameReplayFigures> {
  const database = await createTestDatabase();
  const bench: Bench = { current: await startTestServer({ database: kept(database.database) }), database: database.database, counter: newReplayCounter() };
  try {
    const server = bench.current;
    const organizer = await registerTestAccount(server.api, { firstName: 'Olga', lastName: 'Organizer' });
    const cases: ReplayFigures[] = [];
    // One player per activity case: each counts against its own scan allowance.
    for (const kind of ['plain', 'restart', 'two phones'] as const) {
      const player = await registerTestAccount(bench.current.api, { firstName: 'Pat', lastName: `Player ${kind}` });
      cases.push(await activityCase(bench, organizer, player, kind));
      log(`  activity ${kind} done`);
    }
    const players: TestAccount[] = [];
    const codes: string[] = [];
    for (let i = 0; i < bingoPhones; i++) {
      const player = await registerTestAccount(bench.current.api, { firstName: `Player${i}`, lastName: 'Bingo' });
      const mine = await bench.current.api.query<{ code: string }>('personalCode.mine', undefined, { token: player.token });
      if (mine.error) throw new Error('personalCode.mine failed');
      players.push(player);
      codes.push(mine.data.code);
    }
    for (const kind of ['plain', 'restart', 'two phones'] as const) {
      cases.push(await bingoCase(bench, organizer, players, codes, kind));
      log(`  bingo ${kind} done`);
    }
    return { database: benchDatabaseLabel(), cases };
  } finally {
    await bench.current.stop();
    await database.database.close();
    await database.dispose();
  }
}

export function printGameScanReplay(figures: GameReplayFigures, log: (line: string) => void = console.log): void {
  log(`  on ${figures.database}`);
  for (const figure of figures.cases) {
    const restart = figure.restartMs === null ? '' : `, of which ${(figure.restartMs / 1000).toFixed(2)} s server down and starting again`;
    log(
      `  ${figure.scans} queued ${figure.game} scans, ${figure.kind}, ${figure.phones} phone${figure.phones === 1 ? '' : 's'}: replayed in ${(figure.drainMs / 1000).toFixed(2)} s${restart} ` +
        `with ${figure.requests} HTTP requests (${figure.accepted} accepted, ${figure.duplicate} duplicates, ${figure.rejected} refused; ${figure.lost} lost, ${figure.doubled} counted twice, ${figure.left} still waiting)`,
    );
    const verdict = figure.drainMs <= budgetMs ? 'within budget' : 'OVER BUDGET';
    log(`Budget: replay of 1,000 queued ${figure.game} scans (${figure.kind}) ≤ ${(budgetMs / 1000).toFixed(0)} s → ${(figure.drainMs / 1000).toFixed(2)} s: ${verdict}`);
  }
}

// Run alone: node --import tsx tests/bench/game-scan-replay.ts
runBenchAlone(import.meta.url, benchGameScanReplay, (figures) => printGameScanReplay(figures));
