import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, insertEvent } from '../factories/events.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { startDoorServer, type DoorServer } from '../helpers/door-scene.ts';
import { codeOf, doorScan, forge, recordScans } from '../helpers/personal-codes.ts';
import type { TestServer } from '../helpers/test-server.ts';

// Door scans: each key applies once, the earliest scan stands, and nothing is lost.

/** An hour ago: device times are believed within a week before the server's time. */
const base = Date.now() - 60 * 60 * 1000;

let door: DoorServer;
let t: TestServer;
let staff: TestAccount;
let organizer: TestAccount;

beforeAll(async () => {
  door = await startDoorServer();
  ({ t, staff, organizer } = door);
});
afterAll(() => t.stop());

const scene = (attendees?: number) => door.scene(attendees);
const overview = (eventId: string) => door.overview(eventId);

describe('checkIn.record', () => {
  it('accepts a valid code of a member and names the person', async () => {
    const { eventId, people } = await scene();
    const [result] = await recordScans(t.api, staff, [doorScan(eventId, await codeOf(t.api, people[0] as TestAccount))]);
    expect(result).toMatchObject({ outcome: 'accepted', reason: null, standing: null, person: { accountId: people[0]?.account.id, firstName: 'Ann0' } });
  });

  it('applies a batch sent three times once, with the same answers each time', async () => {
    const { eventId, people } = await scene(3);
    const [a, b] = people as [TestAccount, TestAccount, TestAccount];
    const codeA = await codeOf(t.api, a);
    const batch = [
      doorScan(eventId, codeA, { scannedAt: base }),
      doorScan(eventId, await codeOf(t.api, b), { scannedAt: base + 100 }),
      doorScan(eventId, codeA, { scannedAt: base + 200, deviceLabel: 'Gate A' }),
      doorScan(eventId, forge(codeA)),
    ];
    const first = await recordScans(t.api, staff, batch);
    const second = await recordScans(t.api, staff, batch);
    const third = await recordScans(t.api, staff, batch);
    expect(first.map((result) => result.outcome)).toEqual(['accepted', 'accepted', 'duplicate', 'rejected']);
    expect(first[2]?.standing).toEqual({ at: base, deviceLabel: 'Gate A' });
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    const view = await overview(eventId);
    expect(view).toMatchObject({ checkedIn: 2, total: 5 });
    expect(view.recent).toHaveLength(3);
    expect(view.duplicates).toHaveLength(1);
  });

  it('lets the earlier scan stand when it arrives later: the two-device conflict', async () => {
    const { eventId, people } = await scene(1);
    const code = await codeOf(t.api, people[0] as TestAccount);
    // Device A admits at 09:12:05 and syncs first; device B admitted at 09:12:01 while offline.
    const [fromA] = await recordScans(t.api, staff, [doorScan(eventId, code, { scannedAt: base + 5_000, deviceId: 'device-gate-a', deviceLabel: 'Gate A' })]);
    expect(fromA?.outcome).toBe('accepted');
    const [fromB] = await recordScans(t.api, organizer, [doorScan(eventId, code, { scannedAt: base + 1_000, deviceId: 'device-gate-b', deviceLabel: 'Gate B' })]);
    expect(fromB?.outcome).toBe('accepted');

    const view = await overview(eventId);
    expect(view).toMatchObject({ checkedIn: 1, total: 3 });
    expect(view.duplicates).toEqual([
      expect.objectContaining({ scannedAt: base + 5_000, deviceLabel: 'Gate A', standing: { at: base + 1_000, deviceLabel: 'Gate B' } }),
    ]);
    expect(view.recent.map((scan) => [scan.deviceLabel, scan.status])).toEqual([
      ['Gate A', 'duplicate'],
      ['Gate B', 'checked-in'],
    ]);
    expect(view.devices.map((device) => [device.label, device.scans]).sort()).toEqual([
      ['Gate A', 1],
      ['Gate B', 1],
    ]);
  });

  it('answers a replay with the scan’s status now: an accepted scan may since have become a duplicate', async () => {
    const { eventId, people } = await scene(1);
    const code = await codeOf(t.api, people[0] as TestAccount);
    const late = doorScan(eventId, code, { scannedAt: base + 9_000, deviceLabel: 'Gate A' });
    expect((await recordScans(t.api, staff, [late]))[0]?.outcome).toBe('accepted');
    await recordScans(t.api, staff, [doorScan(eventId, code, { scannedAt: base + 2_000, deviceId: 'device-gate-b', deviceLabel: 'Gate B' })]);
    const [replayed] = await recordScans(t.api, staff, [late]);
    expect(replayed).toMatchObject({ outcome: 'duplicate', standing: { at: base + 2_000, deviceLabel: 'Gate B' } });
  });

  it('refuses revoked, forged, foreign and non-member codes, and stores none of them', async () => {
    const { eventId, people } = await scene(1);
    const member = people[0] as TestAccount;
    const oldCode = await codeOf(t.api, member);
    await t.api.mutate('personalCode.regenerate', undefined, { token: member.token });
    const outsider = await registerTestAccount(t.api, { firstName: 'Otto', lastName: 'Outsider' });
    const results = await recordScans(t.api, staff, [
      doorScan(eventId, oldCode),
      doorScan(eventId, forge(await codeOf(t.api, member))),
      doorScan(eventId, 'https://example.com/ticket/123'),
      doorScan(eventId, 'HW1:TOOSHORT'),
      doorScan(eventId, await codeOf(t.api, outsider)),
    ]);
    expect(results.map((result) => [result.outcome, result.reason])).toEqual([
      ['rejected', 'revoked'],
      ['rejected', 'forged'],
      ['rejected', 'not-hallway'],
      ['rejected', 'forged'],
      ['rejected', 'not-registered'],
    ]);
    expect(results[0]?.person?.accountId).toBe(member.account.id);
    // Not a member: refused without a name (the door may not learn who any account is).
    expect(results[4]?.person).toBeNull();
    expect((await overview(eventId)).recent).toEqual([]);
    // The new code works.
    expect((await recordScans(t.api, staff, [doorScan(eventId, await codeOf(t.api, member))]))[0]?.outcome).toBe('accepted');
  });

  it('admits by name search (no code) for a member', async () => {
    const { eventId, people } = await scene(1);
    const accountId = (people[0] as TestAccount).account.id;
    const [result] = await recordScans(t.api, staff, [doorScan(eventId, '', { method: 'search', code: undefined, accountId })]);
    expect(result).toMatchObject({ outcome: 'accepted', person: { accountId } });
    expect((await overview(eventId)).recent[0]?.method).toBe('search');
  });

  it('is FORBIDDEN for an attendee, and refuses only the scans of events the caller does not staff', async () => {
    const { eventId, people } = await scene(2);
    const [attendee, other] = people as [TestAccount, TestAccount];
    const code = await codeOf(t.api, other);
    const response = await t.api.mutate('checkIn.record', { scans: [doorScan(eventId, code)] }, { token: attendee.token });
    expect(response.error?.data.code).toBe('FORBIDDEN');

    const elsewhere = await insertEvent(t.db);
    await addMember(t.db, elsewhere, other.account.id);
    const lastBatch = [doorScan(eventId, code), doorScan(elsewhere, code)];
    const mixed = await recordScans(t.api, staff, lastBatch);
    expect(mixed.map((result) => [result.outcome, result.reason])).toEqual([
      ['accepted', null],
      ['rejected', 'forbidden'],
    ]);
    // The refusal spent nothing: once made staff there, the same queued scan goes through.
    await addMember(t.db, elsewhere, staff.account.id, 'staff');
    const [retried] = await recordScans(t.api, staff, lastBatch.slice(1));
    expect(retried?.outcome).toBe('accepted');
  });

  it('counts an undone person again from their next scan, and refuses undo to staff', async () => {
    const { eventId, people } = await scene(1);
    const person = people[0] as TestAccount;
    const code = await codeOf(t.api, person);
    await recordScans(t.api, staff, [doorScan(eventId, code, { scannedAt: base + 10_000 })]);
    const undo = { idempotencyKey: 'undo-key-0001', eventId, accountId: person.account.id, undoneAt: base + 20_000 };
    expect((await t.api.mutate('checkIn.undo', undo, { token: staff.token })).error?.data.code).toBe('FORBIDDEN');
    expect((await t.api.mutate('checkIn.undo', undo, { token: organizer.token })).data).toEqual({ outcome: 'accepted' });
    expect((await t.api.mutate('checkIn.undo', undo, { token: organizer.token })).data).toEqual({ outcome: 'accepted' });
    let view = await overview(eventId);
    expect(view.checkedIn).toBe(0);
    expect(view.recent[0]?.status).toBe('undone');

    // The undo covers the scans the server had received, by the server's clock: a scan arriving
    // after it counts, even stamped before it (device clocks cannot be trusted to order them).
    expect((await recordScans(t.api, staff, [doorScan(eventId, code, { scannedAt: base + 15_000 })]))[0]?.outcome).toBe('accepted');
    expect((await recordScans(t.api, staff, [doorScan(eventId, code, { scannedAt: base + 30_000 })]))[0]?.outcome).toBe('duplicate');
    view = await overview(eventId);
    expect(view.checkedIn).toBe(1);
    expect(view.recent.map((scan) => scan.status)).toEqual(['duplicate', 'checked-in', 'undone']);
  });
});
