// Door check-in benchmark (a): a door device comes back online with 1,000 queued check-ins. The real
// outbox drain (src/client/offline, in Node with fake-indexeddb) replays them through a real
// tRPC client against a real server on PGlite; this measures the drain until the queue is
// empty and counts the HTTP requests it took. Budget: ≤ 3 s. Prints figures, asserts nothing.
import 'fake-indexeddb/auto';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppRouter } from '#client/lib/trpc.ts';
import { drainOutbox } from '#client/offline/drain-outbox.ts';
import { outboxEntrySchema, type OutboxEntry } from '#client/offline/outbox-entry.ts';
import { newEntryId, newIdempotencyKey } from '#client/offline/outbox-ids.ts';
import { createProcessLock } from '#client/offline/outbox-lock.ts';
import { createIdbOutboxStore } from '#client/offline/outbox-store.ts';
import { accounts } from '#server/db/schema/accounts.ts';
import { eventMembers } from '#server/db/schema/event-members.ts';
import { demoPassword } from '#server/db/seed/demo-credentials.ts';
import { planConference } from '#server/db/seed/conference/plan-conference.ts';
import { writeConference } from '#server/db/seed/conference/write-conference.ts';
import { parseEnv } from '#server/env.ts';
import { hashPassword } from '#server/services/auth/passwords.ts';
import { loadCodeSigner } from '#server/services/personal-code/code-signer.ts';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import { startTestServer } from '../server/helpers/test-server.ts';
import { tokenFromSetCookie } from '../server/helpers/trpc-http.ts';

const queued = 1_000;
const budgetMs = 3_000;

export interface ReplayFigures {
  checkIns: number;
  drainMs: number;
  requests: number;
  accepted: number;
  left: number;
  budgetMs: number;
}

export async function benchOutboxReplay(log: (line: string) => void = console.log): Promise<ReplayFigures> {
  const server = await startTestServer();
  try {
    // 1,000 attendees and their staff through the scale seed (one transaction, one password hash).
    const seedStarted = Date.now();
    const plan = planConference({ attendees: queued + 100, sessions: 0, days: 1, seed: 4 }, new Date());
    const { eventId } = await writeConference(server.db, { plan, passwordHash: await hashPassword(demoPassword), ownerIds: [] });
    const [staff] = await server.db
      .select({ accountId: eventMembers.accountId, eventId: eventMembers.eventId, email: accounts.email })
      .from(eventMembers)
      .innerJoin(accounts, eq(accounts.id, eventMembers.accountId))
      .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.role, 'staff')))
      .limit(1);
    if (!staff) throw new Error('The scale seed made no staff member');
    const attendees = await server.db
      .select({ accountId: eventMembers.accountId, firstName: accounts.firstName, lastName: accounts.lastName })
      .from(eventMembers)
      .innerJoin(accounts, eq(accounts.id, eventMembers.accountId))
      .where(and(eq(eventMembers.eventId, staff.eventId), inArray(eventMembers.role, ['attendee', 'speaker', 'exhibitor'])))
      .limit(queued);
    log(`  set-up: ${plan.people.length} members seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

    const signIn = await server.api.mutate('account.signIn', { email: staff.email, password: demoPassword });
    const token = tokenFromSetCookie(signIn.headers);
    if (!token) throw new Error(`staff sign-in failed: ${JSON.stringify(signIn.error)}`);

    // Each attendee's personal code, signed with the server's own key (what /me/code shows).
    const signer = await loadCodeSigner({ db: server.db, env: parseEnv({ NODE_ENV: 'test', HALLWAY_DATA_DIR: '/nonexistent' }) });
    const store = createIdbOutboxStore(`bench-outbox-${Date.now()}`);
    const deviceId = 'benchdevice0001';
    const scannedFrom = Date.now() - 60 * 60_000;
    for (const [index, person] of attendees.entries()) {
      const idempotencyKey = newIdempotencyKey();
      const at = scannedFrom + index * 1_000;
      const entry: OutboxEntry = outboxEntrySchema.parse({
        id: newEntryId(at),
        op: 'checkIn.record',
        payload: {
          idempotencyKey,
          eventId: staff.eventId,
          scannedAt: at,
          method: 'scan',
          code: signer.sign({ accountId: person.accountId, version: 1 }),
          deviceId,
          deviceLabel: 'Bench gate',
        },
        idempotencyKey,
        accountId: staff.accountId,
        summary: `Check-in: ${person.firstName} ${person.lastName}`,
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
      links: [httpBatchLink({ url: `${server.url}/api/trpc`, maxURLLength: 2048, fetch: countingFetch, headers: () => ({ [accountTokenHeaderName]: token }) })],
    });
    let accepted = 0;
    const deps = {
      store,
      client: () => client,
      lock: createProcessLock(),
      now: () => Date.now(),
      random: Math.random,
      accountId: () => staff.accountId,
      onResults: (_op: string, results: Array<{ outcome: string }>) => {
        accepted += results.filter((result) => result.outcome === 'accepted').length;
      },
    };

    const started = performance.now();
    let drains = 0;
    // One drain sends everything that is due; go round again only if something was left waiting.
    while ((await store.read()).entries.length > 0 && drains < 20) {
      await drainOutbox(deps);
      drains += 1;
    }
    const drainMs = performance.now() - started;
    const left = (await store.read()).entries.length;
    return { checkIns: attendees.length, drainMs, requests, accepted, left, budgetMs };
  } finally {
    await server.stop();
  }
}

export function printReplay(figures: ReplayFigures, log: (line: string) => void = console.log): void {
  const verdict = figures.drainMs <= figures.budgetMs ? 'within budget' : 'OVER BUDGET';
  log(
    `  ${figures.checkIns} queued check-ins replayed in ${(figures.drainMs / 1000).toFixed(2)} s with ${figures.requests} HTTP requests ` +
      `(${figures.accepted} accepted, ${figures.left} left in the queue)`,
  );
  log(`Budget: replay of 1,000 queued check-ins ≤ ${(figures.budgetMs / 1000).toFixed(0)} s → ${(figures.drainMs / 1000).toFixed(2)} s: ${verdict}`);
}
