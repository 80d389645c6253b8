import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../helpers/accounts.ts';
import { startDoorServer, type DoorServer } from '../helpers/door-scene.ts';
import { codeOf, doorScan, newKey, recordScans } from '../helpers/personal-codes.ts';
import type { TestServer } from '../helpers/test-server.ts';

// Door devices' clocks were believed without bounds. An undo stamped ten years ahead undid
// every later real scan of that person, and a door phone a year ahead made the organizer's
// undo find nothing to undo ("duplicate"). Device times are now held near the server's time,
// both times are kept, the skew is shown to organizers, and undo follows the server's clock.

const year = 365 * 24 * 60 * 60 * 1000;
const minute = 60 * 1000;

let door: DoorServer;
let t: TestServer;
let staff: TestAccount;
let organizer: TestAccount;

beforeAll(async () => {
  door = await startDoorServer();
  ({ t, staff, organizer } = door);
});
afterAll(() => t.stop());

async function scene() {
  const { eventId, people } = await door.scene(1);
  const guest = people[0] as TestAccount;
  return { eventId, guest, code: await codeOf(t.api, guest) };
}

const overview = (eventId: string) => door.overview(eventId);
const undo = async (eventId: string, accountId: string, undoneAt: number) =>
  (await t.api.mutate<{ outcome: string }>('checkIn.undo', { idempotencyKey: newKey(), eventId, accountId, undoneAt }, { token: organizer.token })).data;

describe('a door clock far from the server’s', () => {
  it('an undo stamped ten years ahead does not undo the person’s later real scans', async () => {
    const { eventId, guest, code } = await scene();
    expect((await recordScans(t.api, staff, [doorScan(eventId, code)]))[0]?.outcome).toBe('accepted');
    expect(await undo(eventId, guest.account.id, Date.now() + 10 * year)).toEqual({ outcome: 'accepted' });
    expect((await overview(eventId)).checkedIn).toBe(0);

    const [again] = await recordScans(t.api, staff, [doorScan(eventId, code)]);
    expect(again?.outcome).toBe('accepted');
    const view = await overview(eventId);
    expect(view.checkedIn).toBe(1);
    expect(view.recent.map((scan) => scan.status)).toEqual(['checked-in', 'undone']);
  });

  it('a door phone a year ahead does not make the organizer’s undo a duplicate', async () => {
    const { eventId, guest, code } = await scene();
    const ahead = Date.now() + year;
    const [scan] = await recordScans(t.api, staff, [doorScan(eventId, code, { scannedAt: ahead, deviceId: 'device-ahead-1', deviceLabel: 'Fast clock' })]);
    expect(scan?.outcome).toBe('accepted');
    expect(await undo(eventId, guest.account.id, Date.now())).toEqual({ outcome: 'accepted' });
    expect((await overview(eventId)).checkedIn).toBe(0);
  });

  it('holds a skewed time near the server’s, keeps the time as sent, and shows organizers the skew', async () => {
    const { eventId, code } = await scene();
    const before = Date.now();
    const ahead = before + year;
    await recordScans(t.api, staff, [doorScan(eventId, code, { scannedAt: ahead, deviceId: 'device-ahead-2', deviceLabel: 'Fast clock' })]);
    const after = Date.now();
    const view = await overview(eventId);
    const [recent] = view.recent;
    expect(recent?.deviceScannedAt).toBe(ahead);
    expect(recent?.scannedAt).toBeGreaterThanOrEqual(before);
    expect(recent?.scannedAt).toBeLessThanOrEqual(after + 5 * minute);
    expect(recent?.clockSkewMs).toBeGreaterThan(year - minute);
    expect(view.devices).toEqual([expect.objectContaining({ deviceId: 'device-ahead-2', clockSkewMs: recent?.clockSkewMs })]);
  });

  it('keeps the time a phone reset to 1970 sent, flagged, and counts its scan at most a week back', async () => {
    const { eventId, code } = await scene();
    const realTime = Date.now() - 10 * minute;
    await recordScans(t.api, staff, [doorScan(eventId, code, { scannedAt: realTime, deviceId: 'device-right-1', deviceLabel: 'Gate A' })]);
    const [reset] = await recordScans(t.api, staff, [doorScan(eventId, code, { scannedAt: 1_000, deviceId: 'device-reset-1', deviceLabel: 'Reset phone' })]);
    const view = await overview(eventId);
    const flagged = view.recent.find((scan) => scan.deviceLabel === 'Reset phone');
    expect(reset?.outcome).toBe('accepted');
    expect(flagged?.deviceScannedAt).toBe(1_000);
    expect(flagged?.scannedAt).toBeGreaterThan(Date.now() - 8 * 24 * 60 * minute);
    expect(flagged?.clockSkewMs).toBeLessThan(0);
    expect(view.recent.find((scan) => scan.deviceLabel === 'Gate A')?.clockSkewMs).toBeNull();
  });

  it('an undo covers the scans received before it, never the ones received after', async () => {
    const { eventId, guest, code } = await scene();
    const now = Date.now();
    await recordScans(t.api, staff, [doorScan(eventId, code, { scannedAt: now - 3 * minute })]);
    expect(await undo(eventId, guest.account.id, now - 2 * minute)).toEqual({ outcome: 'accepted' });
    // Stamped before the undo but received after it: a real admission, and it counts.
    const [late] = await recordScans(t.api, staff, [doorScan(eventId, code, { scannedAt: now - 4 * minute, deviceLabel: 'Gate C' })]);
    expect(late?.outcome).toBe('accepted');
    expect((await overview(eventId)).checkedIn).toBe(1);
  });
});
