import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeKey } from '#shared/contracts/personal-code.ts';
import { checkPersonalCode, importPersonalCodeKey } from '#shared/rules/personal-code.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { codeOf, doorScan, newKey, recordScans } from '../helpers/personal-codes.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

// A personal code's last base32 character carries 3 bits that no data fills. The decoder
// ignored them, so each code had 8 spellings that all verified: a text that was never issued
// passed as a valid code. The device's verdict and the server now refuse all but the one issued.

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The issued code with its last character's unused bits set: same bytes, another text. */
function respell(code: string): string {
  const last = alphabet.indexOf(code.slice(-1));
  expect(last % 8, 'an issued code leaves its spare bits at zero').toBe(0);
  return code.slice(0, -1) + alphabet[last + 5];
}

let t: TestServer;
let staff: TestAccount;
let guest: TestAccount;
let eventId: string;

beforeAll(async () => {
  t = await startTestServer();
  staff = await registerTestAccount(t.api, { firstName: 'Dorian', lastName: 'Door' });
  guest = await registerTestAccount(t.api, { firstName: 'Gina', lastName: 'Guest' });
  eventId = await insertEvent(t.db);
  await addMember(t.db, eventId, staff.account.id, 'staff');
  await addMember(t.db, eventId, guest.account.id, 'attendee');
});
afterAll(() => t.stop());

describe('a personal code spelled with its spare bits set', () => {
  it('is forged for the device that checks it offline with the published key', async () => {
    const code = await codeOf(t.api, guest);
    const published = (await t.api.query<CodeKey>('personalCode.key', undefined, { token: staff.token })).data;
    const key = await importPersonalCodeKey(published.publicKey);
    expect(await checkPersonalCode(code, key)).toMatchObject({ kind: 'valid' });
    expect(await checkPersonalCode(respell(code), key)).toEqual({ kind: 'forged' });
  });

  it('is refused as forged at the door by the server', async () => {
    const code = await codeOf(t.api, guest);
    const [result] = await recordScans(t.api, staff, [doorScan(eventId, respell(code))]);
    expect(result).toMatchObject({ outcome: 'rejected', reason: 'forged' });
    const [issued] = await recordScans(t.api, staff, [doorScan(eventId, code)]);
    expect(issued).toMatchObject({ outcome: 'accepted' });
  });

  it('is refused as forged when scanned to connect', async () => {
    const code = await codeOf(t.api, guest);
    const response = await t.api.mutate<{ results: Array<{ outcome: string; reason: string | null }> }>(
      'connection.create',
      { scans: [{ idempotencyKey: newKey(), code: respell(code), scannedAt: Date.now(), eventId: null }] },
      { token: staff.token },
    );
    expect(response.data.results[0]).toMatchObject({ outcome: 'rejected', reason: 'forged' });
  });
});
