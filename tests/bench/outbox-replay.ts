// Door check-in benchmark (a): a door device comes back online with 1,000 queued check-ins. The real
// outbox drain (src/client/offline, in Node with fake-indexeddb: node-outbox.ts) replays them through a real
// tRPC client against a real server on PGlite; this measures the drain until the queue is
// empty and counts the HTTP requests it took. Budget: ≤ 3 s. Prints figures, asserts nothing.
import 'fake-indexeddb/auto';
import { and, eq, inArray } from 'drizzle-orm';
import { accounts } from '#server/db/schema/accounts.ts';
import { eventMembers } from '#server/db/schema/event-members.ts';
import { demoPassword } from '#server/db/seed/demo-credentials.ts';
import { planConference } from '#server/db/seed/conference/plan-conference.ts';
import { writeConference } from '#server/db/seed/conference/write-conference.ts';
import { parseEnv } from '#server/env.ts';
import { hashPassword } from '#server/services/auth/passwords.ts';
import { loadCodeSigner } from '#server/services/personal-code/code-signer.ts';
import { startTestServer } from '../server/helpers/test-server.ts';
import { tokenFromSetCookie } from '../server/helpers/trpc-http.ts';
import { createNodePhone, newIdempotencyKey, newReplayCounter } from './node-outbox.ts';

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
    const counter = newReplayCounter();
    const phone = createNodePhone({ baseUrl: () => server.url, token, accountId: staff.accountId, counter });
    const deviceId = 'benchdevice0001';
    const scannedFrom = Date.now() - 60 * 60_000;
    for (const [index, person] of attendees.entries()) {
      const at = scannedFrom + index * 1_000;
      const payload = {
        idempotencyKey: newIdempotencyKey(),
        eventId: staff.eventId,
        scannedAt: at,
        method: 'scan',
        code: signer.sign({ accountId: person.accountId, version: 1 }),
        deviceId,
        deviceLabel: 'Bench gate',
      };
      await phone.queue('checkIn.record', payload, `Check-in: ${person.firstName} ${person.lastName}`, at);
    }

    const started = performance.now();
    // One drain sends everything that is due; go round again only if something was left waiting.
    await phone.drainUntilEmpty(20);
    const drainMs = performance.now() - started;
    return { checkIns: attendees.length, drainMs, requests: counter.requests, accepted: counter.accepted, left: await phone.left(), budgetMs };
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
