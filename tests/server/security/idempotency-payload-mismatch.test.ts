// Runs on both databases: the applied-writes table under replays.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appliedWrites } from '#server/db/schema/applied-writes.ts';
import type { Connection, ConnectionScanResult } from '#shared/contracts/connections.ts';
import { addMember, insertEvent, insertProgramItem } from '../factories/events.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { codeOf, doorScan, newKey, recordScans } from '../helpers/personal-codes.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

// An idempotency key reused with a different payload got the first write's answer back and
// nothing else happened: a second note was silently dropped, and a check-in key replayed with
// another person's code answered with the first person. Each key now keeps a fingerprint of its
// payload: the same payload is a replay, another payload is refused (CONFLICT, or per entry in
// a batch, leaving the batch's other entries alone).

let t: TestServer;
let staff: TestAccount;
let organizer: TestAccount;
let eventId: string;
let ann: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  t = await startTestServer();
  staff = await registerTestAccount(t.api, { firstName: 'Dorian', lastName: 'Door' });
  organizer = await registerTestAccount(t.api, { firstName: 'Olga', lastName: 'Organizer' });
  ann = await registerTestAccount(t.api, { firstName: 'Ann', lastName: 'First' });
  bob = await registerTestAccount(t.api, { firstName: 'Bob', lastName: 'Second' });
  eventId = await insertEvent(t.db, { enableAttendeeList: true });
  await addMember(t.db, eventId, staff.account.id, 'staff');
  await addMember(t.db, eventId, organizer.account.id, 'organizer');
  await addMember(t.db, eventId, ann.account.id, 'attendee');
  await addMember(t.db, eventId, bob.account.id, 'attendee');
});
afterAll(() => t.stop());

describe('an idempotency key sent again with another payload', () => {
  it('checkIn.record: refuses that scan alone (key-reused) instead of answering with the first person', async () => {
    const first = doorScan(eventId, await codeOf(t.api, ann));
    expect((await recordScans(t.api, staff, [first]))[0]).toMatchObject({ outcome: 'accepted', person: { firstName: 'Ann' } });

    const other = doorScan(eventId, await codeOf(t.api, bob));
    const reused = { ...other, idempotencyKey: first.idempotencyKey };
    const results = await recordScans(t.api, staff, [reused, other]);
    expect(results[0]).toEqual({ idempotencyKey: first.idempotencyKey, outcome: 'rejected', reason: 'key-reused', person: null, standing: null });
    expect(results[1]).toMatchObject({ outcome: 'accepted', person: { firstName: 'Bob' } });
    // The true replay still answers as before.
    expect((await recordScans(t.api, staff, [first]))[0]).toMatchObject({ outcome: 'accepted', person: { firstName: 'Ann' } });
  });

  it('checkIn.record: one key twice in a batch with two payloads applies the first and refuses the second', async () => {
    const carol = await registerTestAccount(t.api, { firstName: 'Carol', lastName: 'Third' });
    await addMember(t.db, eventId, carol.account.id, 'attendee');
    const scan = doorScan(eventId, await codeOf(t.api, carol));
    const results = await recordScans(t.api, staff, [scan, { ...scan, deviceLabel: 'Gate Z' }, scan]);
    expect(results.map((result) => [result.outcome, result.reason])).toEqual([
      ['accepted', null],
      ['rejected', 'key-reused'],
      ['accepted', null],
    ]);
  });

  it('checkIn.undo: CONFLICT for another person under a used key', async () => {
    const idempotencyKey = newKey();
    await recordScans(t.api, staff, [doorScan(eventId, await codeOf(t.api, bob))]);
    const undo = { idempotencyKey, eventId, accountId: ann.account.id, undoneAt: Date.now() };
    expect((await t.api.mutate('checkIn.undo', undo, { token: organizer.token })).data).toEqual({ outcome: 'accepted' });
    const other = await t.api.mutate('checkIn.undo', { ...undo, accountId: bob.account.id }, { token: organizer.token });
    expect(other.error?.data.code).toBe('CONFLICT');
    expect(other.error?.message).toMatch(/already used for a different write/);
    expect((await t.api.mutate('checkIn.undo', undo, { token: organizer.token })).data).toEqual({ outcome: 'accepted' });
  });

  it('connection.setNote: CONFLICT for a second note under the first note’s key; the first note stays', async () => {
    await t.api.mutate('connection.create', { scans: [{ idempotencyKey: newKey(), code: await codeOf(t.api, bob), scannedAt: Date.now(), eventId: null }] }, { token: ann.token });
    const idempotencyKey = newKey();
    const first = await t.api.mutate<Connection>('connection.setNote', { idempotencyKey, accountId: bob.account.id, note: 'Met at the coffee' }, { token: ann.token });
    expect(first.data.note).toBe('Met at the coffee');
    const second = await t.api.mutate('connection.setNote', { idempotencyKey, accountId: bob.account.id, note: 'Send the slides' }, { token: ann.token });
    expect(second.error?.data.code).toBe('CONFLICT');
    const replay = await t.api.mutate<Connection>('connection.setNote', { idempotencyKey, accountId: bob.account.id, note: 'Met at the coffee' }, { token: ann.token });
    expect(replay.data.note).toBe('Met at the coffee');
  });

  it('connection.create: refuses that scan alone (key-reused) instead of answering with the first person', async () => {
    const scanner = await registerTestAccount(t.api);
    const first = { idempotencyKey: newKey(), code: await codeOf(t.api, ann), scannedAt: Date.now(), eventId: null };
    await t.api.mutate('connection.create', { scans: [first] }, { token: scanner.token });
    const reused = { ...first, code: await codeOf(t.api, bob) };
    const response = await t.api.mutate<{ results: ConnectionScanResult[] }>('connection.create', { scans: [reused] }, { token: scanner.token });
    expect(response.data.results).toEqual([{ idempotencyKey: first.idempotencyKey, outcome: 'rejected', reason: 'key-reused', connection: null }]);
  });

  it('schedule.setAgenda: CONFLICT for another session under a used key', async () => {
    const startsAt = new Date('2030-06-01T13:00:00Z');
    const endsAt = new Date('2030-06-01T14:00:00Z');
    const one = await insertProgramItem(t.db, eventId, { title: 'One', startsAt, endsAt });
    const two = await insertProgramItem(t.db, eventId, { title: 'Two', startsAt, endsAt });
    const idempotencyKey = newKey();
    const add = { idempotencyKey, eventId, programId: one, inAgenda: true, changedAt: Date.now() };
    expect((await t.api.mutate<{ programIds: string[] }>('schedule.setAgenda', add, { token: ann.token })).data.programIds).toEqual([one]);
    const other = await t.api.mutate('schedule.setAgenda', { ...add, programId: two }, { token: ann.token });
    expect(other.error?.data.code).toBe('CONFLICT');
  });

  it('accepts any payload once for a key stored before fingerprints were kept, then holds to it', async () => {
    const idempotencyKey = newKey();
    const undo = { idempotencyKey, eventId, accountId: ann.account.id, undoneAt: Date.now() };
    expect((await t.api.mutate('checkIn.undo', undo, { token: organizer.token })).error).toBeUndefined();
    const mine = and(eq(appliedWrites.accountId, organizer.account.id), eq(appliedWrites.idempotencyKey, idempotencyKey));
    await t.db.update(appliedWrites).set({ fingerprint: null }).where(mine);

    const other = { ...undo, accountId: bob.account.id };
    expect((await t.api.mutate('checkIn.undo', other, { token: organizer.token })).error).toBeUndefined();
    expect((await t.api.mutate('checkIn.undo', other, { token: organizer.token })).error).toBeUndefined();
    expect((await t.api.mutate('checkIn.undo', undo, { token: organizer.token })).error?.data.code).toBe('CONFLICT');
  });
});
