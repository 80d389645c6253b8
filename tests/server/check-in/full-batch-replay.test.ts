import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '#server/db/schema/accounts.ts';
import { eventMembers } from '#server/db/schema/event-members.ts';
import { loadCodeSigner } from '#server/services/personal-code/code-signer.ts';
import type { CheckInOverview, CheckInScan } from '#shared/contracts/check-in.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { doorScan, recordScans } from '../helpers/personal-codes.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

// A door device back online replays its queue in requests as large as the contract allows: a full
// request is taken whole, every scan recorded exactly once, and a second replay changes nothing.
// The same with 1,000 check-ins, timed, is the bench's (tests/bench/outbox-replay.ts).

/** The most scans one checkIn.record request takes (recordCheckInsInput), as the outbox sends them. */
const batchSize = 200;
const people = batchSize + 10;

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
    .values(Array.from({ length: people }, (_, i) => ({ email: `queued-${i}-${eventId}@example.test`, firstName: 'Queued', lastName: `${i}`, passwordHash: 'x' })))
    .returning({ id: accounts.id });
  await t.db.insert(eventMembers).values(created.map((row) => ({ eventId, accountId: row.id, ticketType: 'General' })));
  const signer = await loadCodeSigner({ db: t.db, env: t.server.deps.env });
  scans = created.map((row, i) => doorScan(eventId, signer.sign({ accountId: row.id, version: 1 }), { scannedAt: Date.now() - 60 * 60_000 + i }));
});
afterAll(() => t.stop());

/** The queue in requests of `batchSize`, in order. */
async function replay(): Promise<string[]> {
  const outcomes: string[] = [];
  for (let i = 0; i < scans.length; i += batchSize) outcomes.push(...(await recordScans(t.api, staff, scans.slice(i, i + batchSize))).map((result) => result.outcome));
  return outcomes;
}

describe('replaying a queue of check-ins in full requests', () => {
  it('accepts every scan once, and a second replay changes nothing', async () => {
    expect(await replay()).toEqual(scans.map(() => 'accepted'));
    const overview = async () => (await t.api.query<CheckInOverview>('checkIn.overview', { eventId }, { token: staff.token })).data;
    expect(await overview()).toMatchObject({ checkedIn: people, total: people + 1, duplicates: [] });

    expect(await replay()).toEqual(scans.map(() => 'accepted'));
    expect(await overview()).toMatchObject({ checkedIn: people, total: people + 1, duplicates: [] });
  });
});
