// Door check-in benchmark (a): a door device comes back online with 1,000 queued check-ins. The real
// outbox drain (src/client/offline, in Node with fake-indexeddb: node-outbox.ts) replays them through a real
// tRPC client against a real server on PGlite; this measures the drain until the queue is
// empty and counts the HTTP requests it took. Budget: ≤ 3 s. Then the same 1,000 sent again in
// full requests of 200 (a second device's copy of the queue: every key known), timed per request.
// Prints the times and never fails on them; it fails on a wrong result: a scan not accepted, not
// recorded exactly once, or changed by the second replay (tests/server/check-in/full-batch-replay.test.ts
// checks the same with 210).
import 'fake-indexeddb/auto';
import { and, eq, inArray } from 'drizzle-orm';
import { accounts } from '#server/db/schema/accounts.ts';
import { eventMembers } from '#server/db/schema/event-members.ts';
import type { CheckInOverview, CheckInScan, ScanResult } from '#shared/contracts/check-in.ts';
import { demoPassword } from '#server/seed/demo-credentials.ts';
import { planConference } from '#server/seed/conference/plan-conference.ts';
import { writeConference } from '#server/seed/conference/write-conference.ts';
import { parseEnv } from '#server/env.ts';
import { hashPassword } from '#server/services/auth/passwords.ts';
import { loadCodeSigner } from '#server/services/personal-code/code-signer.ts';
import { startTestServer } from '../server/helpers/test-server.ts';
import { tokenFromSetCookie } from '../server/helpers/trpc-http.ts';
import { createNodePhone, newIdempotencyKey, newReplayCounter } from './node-outbox.ts';

const queued = 1_000;
const budgetMs = 3_000;
/** The most scans one checkIn.record request takes. */
const requestSize = 200;

export interface ReplayFigures {
  checkIns: number;
  drainMs: number;
  requests: number;
  accepted: number;
  left: number;
  budgetMs: number;
  /** The same scans sent again in full requests: each request's time. */
  again: { requestsMs: number[]; totalMs: number };
}

function wrongResult(what: string): never {
  throw new Error(`Outbox replay gave a wrong result: ${what}`);
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
    const payloads: CheckInScan[] = [];
    for (const [index, person] of attendees.entries()) {
      const at = scannedFrom + index * 1_000;
      const payload: CheckInScan = {
        idempotencyKey: newIdempotencyKey(),
        eventId: staff.eventId,
        scannedAt: at,
        method: 'scan',
        code: signer.sign({ accountId: person.accountId, version: 1 }),
        deviceId,
        deviceLabel: 'Bench gate',
      };
      payloads.push(payload);
      await phone.queue('checkIn.record', payload, `Check-in: ${person.firstName} ${person.lastName}`, at);
    }
    const overview = async () => {
      const response = await server.api.query<CheckInOverview>('checkIn.overview', { eventId: staff.eventId }, { token });
      if (response.error) wrongResult(`checkIn.overview: ${response.error.message}`);
      return response.data;
    };
    const expectEveryoneOnce = async (when: string) => {
      const view = await overview();
      if (view.checkedIn !== payloads.length || view.duplicates.length > 0) wrongResult(`${when}: ${view.checkedIn} checked in and ${view.duplicates.length} duplicates for ${payloads.length} people scanned once`);
    };

    const started = performance.now();
    // One drain sends everything that is due; go round again only if something was left waiting.
    await phone.drainUntilEmpty(20);
    const drainMs = performance.now() - started;
    const left = await phone.left();
    if (counter.accepted !== payloads.length || left !== 0) wrongResult(`${counter.accepted} of ${payloads.length} accepted, ${left} left in the queue`);
    await expectEveryoneOnce('after the drain');

    // The same scans again, in full requests: every key is known, nothing may change.
    const requestsMs: number[] = [];
    const againStarted = performance.now();
    for (let i = 0; i < payloads.length; i += requestSize) {
      const sent = performance.now();
      const response = await server.api.mutate<{ results: ScanResult[] }>('checkIn.record', { scans: payloads.slice(i, i + requestSize) }, { token });
      requestsMs.push(performance.now() - sent);
      if (response.error) wrongResult(`second replay: ${response.error.message}`);
      const notAccepted = response.data.results.filter((result) => result.outcome !== 'accepted').length;
      if (notAccepted > 0) wrongResult(`second replay: ${notAccepted} scans of a request answered other than accepted`);
    }
    const totalMs = performance.now() - againStarted;
    await expectEveryoneOnce('after the second replay');
    return { checkIns: attendees.length, drainMs, requests: counter.requests, accepted: counter.accepted, left, budgetMs, again: { requestsMs, totalMs } };
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
  const { again } = figures;
  log(
    `  the same ${figures.checkIns} sent again in ${again.requestsMs.length} requests of ${requestSize} (every key known, nothing changed): ${(again.totalMs / 1000).toFixed(2)} s ` +
      `(per request ${again.requestsMs.map((ms) => ms.toFixed(0)).join(', ')} ms; no target)`,
  );
}
