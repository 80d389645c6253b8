import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '#server/db/schema/accounts.ts';
import { eventMembers } from '#server/db/schema/event-members.ts';
import { loadCodeSigner } from '#server/services/personal-code/code-signer.ts';
import type { CheckInOverview, CheckInScan } from '#shared/contracts/check-in.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { doorScan, recordScans } from '../helpers/personal-codes.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

// The replay `npm run bench` times: 1,000 queued check-ins sent in batches of 200 to a local
// server on PGlite (budget 3 s). Here it only has to be right; the time is printed, not asserted.

const people = 1_000;
const batchSize = 200;

let t: TestServer;
let staff: TestAccount;
let eventId: string;
let scans: CheckInScan[];

beforeAll(async () => {
  t = await startTestServer();
  staff = await registerTestAccount(t.api, { firstName: 'Dorian', lastName: 'Door' });
  eventId = await insertEvent(t.db);
  await addMember(t.db, eventId, staff.account.id, 'staff');
  const created = await t.db
    .insert(accounts)
    .values(Array.from({ length: people }, (_, i) => ({ email: `bench-${i}-${eventId}@example.test`, firstName: 'Bench', lastName: `${i}`, passwordHash: 'x' })))
    .returning({ id: accounts.id });
  await t.db.insert(eventMembers).values(created.map((row) => ({ eventId, accountId: row.id, ticketType: 'General' })));
  const signer = await loadCodeSigner({ db: t.db, env: t.server.deps.env });
  scans = created.map((row, i) => doorScan(eventId, signer.sign({ accountId: row.id, version: 1 }), { scannedAt: 1_000_000 + i }));
}, 60_000);
afterAll(() => t.stop());

describe('replaying 1,000 queued check-ins', () => {
  it('accepts them all in five requests, and a second replay changes nothing', async () => {
    const started = performance.now();
    const results = [];
    for (let i = 0; i < scans.length; i += batchSize) {
      const batchStarted = performance.now();
      results.push(...(await recordScans(t.api, staff, scans.slice(i, i + batchSize))));
      console.info(`batch ${i / batchSize + 1}: ${(performance.now() - batchStarted).toFixed(0)} ms`);
    }
    const elapsed = performance.now() - started;
    console.info(`replay of ${scans.length} check-ins in ${Math.ceil(scans.length / batchSize)} requests: ${elapsed.toFixed(0)} ms`);
    expect(results.every((result) => result.outcome === 'accepted')).toBe(true);

    const again = performance.now();
    for (let i = 0; i < scans.length; i += batchSize) await recordScans(t.api, staff, scans.slice(i, i + batchSize));
    console.info(`second replay (all keys known): ${(performance.now() - again).toFixed(0)} ms`);
    const view = (await t.api.query<CheckInOverview>('checkIn.overview', { eventId }, { token: staff.token })).data;
    expect(view).toMatchObject({ checkedIn: people, total: people + 1, duplicates: [] });
  }, 60_000);
});
