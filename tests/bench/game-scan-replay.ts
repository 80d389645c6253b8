// Venue games benchmark: a phone comes back online with 1,000 queued activity scans. The app's real
// outbox drain (src/client/offline, in Node with fake-indexeddb) replays them in batches through a
// real tRPC client against a real server (PGlite, or PostgreSQL with DATABASE_URL). Prints the
// time until the queue is empty (target ≤ 3 s), the requests, and what was lost or counted twice
// (read back from the database). Bingo scans join this once the bingo op exists. Asserts nothing.
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
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import { addMember, insertEvent } from '../server/factories/events.ts';
import { registerTestAccount } from '../server/helpers/accounts.ts';
import { startTestServer } from '../server/helpers/test-server.ts';
import { createActivity, codeOfActivity } from '../server/activities/activity-scene.ts';

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
}

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
    return { scans: queued, drainMs, requests, accepted, lost: queued - keys, doubled: rows - keys, left, database: process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite' };
  } finally {
    await server.stop();
  }
}

export function printGameScanReplay(figures: GameReplayFigures, log: (line: string) => void = console.log): void {
  const verdict = figures.drainMs <= budgetMs ? 'within budget' : 'OVER BUDGET';
  log(
    `  ${figures.scans} queued activity scans replayed in ${(figures.drainMs / 1000).toFixed(2)} s with ${figures.requests} HTTP requests on ${figures.database} ` +
      `(${figures.accepted} accepted, ${figures.lost} lost, ${figures.doubled} counted twice, ${figures.left} left in the queue)`,
  );
  log(`Budget: replay of 1,000 queued game scans ≤ ${(budgetMs / 1000).toFixed(0)} s → ${(figures.drainMs / 1000).toFixed(2)} s: ${verdict}`);
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
