import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckInOverview } from '#shared/contracts/check-in.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

// checkIn.roster and checkIn.changes are GET requests, and they registered the asking device:
// a crafted link opened by door staff (an image, a redirect) added a "device" named by the
// attacker to the organizer's list. They now only read; a device registers through a mutation.

let t: TestServer;
let staff: TestAccount;
let eventId: string;

beforeAll(async () => {
  t = await startTestServer();
  staff = await registerTestAccount(t.api, { firstName: 'Dorian', lastName: 'Door' });
  eventId = await insertEvent(t.db);
  await addMember(t.db, eventId, staff.account.id, 'staff');
});
afterAll(() => t.stop());

const devices = async () => (await t.api.query<CheckInOverview>('checkIn.overview', { eventId }, { token: staff.token })).data.devices;
const planted = { deviceId: 'planted-device-1', deviceLabel: 'Call 555-0100 for help' };

describe('door roster reads', () => {
  it('checkIn.roster and checkIn.changes answer without listing the device', async () => {
    expect((await t.api.query('checkIn.roster', { eventId, ...planted }, { token: staff.token })).status).toBe(200);
    expect((await t.api.query('checkIn.changes', { eventId, since: 0, ...planted }, { token: staff.token })).status).toBe(200);
    expect(await devices()).toEqual([]);
  });

  it('a device is listed, and renamed, through checkIn.registerDevice, which GET cannot reach', async () => {
    const viaGet = await t.api.query('checkIn.registerDevice', { eventId, deviceId: 'gate-b-device', deviceLabel: 'Gate B' }, { token: staff.token });
    expect(viaGet.status).toBe(405);
    expect(await devices()).toEqual([]);

    const register = (deviceLabel: string) => t.api.mutate('checkIn.registerDevice', { eventId, deviceId: 'gate-b-device', deviceLabel }, { token: staff.token });
    expect((await register('Gate B')).data).toEqual({ ok: true });
    expect((await register('Gate B north')).data).toEqual({ ok: true });
    expect(await devices()).toEqual([expect.objectContaining({ deviceId: 'gate-b-device', label: 'Gate B north', scans: 0 })]);
  });

  it('checkIn.registerDevice is for the event’s door staff and organizers only', async () => {
    const attendee = await registerTestAccount(t.api);
    await addMember(t.db, eventId, attendee.account.id, 'attendee');
    const response = await t.api.mutate('checkIn.registerDevice', { eventId, ...planted }, { token: attendee.token });
    expect(response.error?.data.code).toBe('FORBIDDEN');
    expect((await devices()).map((device) => device.deviceId)).not.toContain(planted.deviceId);
  });
});
