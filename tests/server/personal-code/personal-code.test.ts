import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeKey, PersonalCode } from '#shared/contracts/personal-code.ts';
import { checkPersonalCode, importPersonalCodeKey } from '#shared/rules/personal-code.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
let ada: TestAccount;

beforeAll(async () => {
  t = await startTestServer();
  ada = await registerTestAccount(t.api, { firstName: 'Ada', lastName: 'Lovelace' });
});
afterAll(() => t.stop());

const mine = async (who: TestAccount) => (await t.api.query<PersonalCode>('personalCode.mine', undefined, { token: who.token })).data;
const key = async (who: TestAccount) => (await t.api.query<CodeKey>('personalCode.key', undefined, { token: who.token })).data;

describe('personalCode', () => {
  it('gives a stable version-1 code that the published key verifies on a device (WebCrypto)', async () => {
    const code = await mine(ada);
    expect(code).toMatchObject({ accountId: ada.account.id, version: 1, firstName: 'Ada', lastName: 'Lovelace', picture: null });
    expect((await mine(ada)).code).toBe(code.code);
    const publicKey = await importPersonalCodeKey((await key(ada)).publicKey);
    expect(await checkPersonalCode(code.code, publicKey)).toEqual({ kind: 'valid', claim: { accountId: ada.account.id, version: 1 } });
  });

  it('regenerates to a higher version with a different code, kept from then on', async () => {
    const person = await registerTestAccount(t.api);
    const first = await mine(person);
    const second = (await t.api.mutate<PersonalCode>('personalCode.regenerate', undefined, { token: person.token })).data;
    expect(second.version).toBe(2);
    expect(second.code).not.toBe(first.code);
    expect(second.issuedAt).toBeGreaterThanOrEqual(first.issuedAt);
    expect(await mine(person)).toEqual(second);
  });

  it('publishes one key to every signed-in account, with a short stable id, and nothing to visitors', async () => {
    const other = await registerTestAccount(t.api);
    expect(await key(other)).toEqual(await key(ada));
    expect((await key(ada)).keyId).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect((await t.api.query('personalCode.key')).error?.data.code).toBe('UNAUTHORIZED');
    expect((await t.api.query('personalCode.mine')).error?.data.code).toBe('UNAUTHORIZED');
  });

  it('signs with CODE_SIGNING_KEY when set, so the key survives a new database', async () => {
    const pem = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const configured = await startTestServer({ env: { CODE_SIGNING_KEY: pem } });
    try {
      const person = await registerTestAccount(configured.api);
      const published = (await configured.api.query<CodeKey>('personalCode.key', undefined, { token: person.token })).data;
      expect(published.publicKey).not.toBe((await key(ada)).publicKey);
      const code = (await configured.api.query<PersonalCode>('personalCode.mine', undefined, { token: person.token })).data.code;
      expect((await checkPersonalCode(code, await importPersonalCodeKey(published.publicKey))).kind).toBe('valid');
    } finally {
      await configured.stop();
    }
  });
});
