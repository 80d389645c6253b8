import { beforeAll, describe, expect, it } from 'vitest';
import { importPersonalCodeKey } from '#shared/rules/personal-code.ts';
import { checkScannedText } from '#client/features/connections/scan-check.ts';
import { createCodeSigner } from './signed-codes.ts';

const me = '5eed0000-0000-4000-8000-0000000000b1';
const them = '5eed0000-0000-4000-8000-0000000000c2';
let signer: Awaited<ReturnType<typeof createCodeSigner>>;
let key: CryptoKey;

beforeAll(async () => {
  signer = await createCodeSigner();
  key = await importPersonalCodeKey(signer.publicKey);
});

describe('checkScannedText', () => {
  it('accepts a code signed with the server key', async () => {
    const code = await signer.sign({ accountId: them, version: 3 });
    expect(await checkScannedText(code, key, me)).toEqual({ kind: 'valid', claim: { accountId: them, version: 3 }, verified: true });
  });

  it('says it is my own code', async () => {
    expect(await checkScannedText(await signer.sign({ accountId: me, version: 1 }), key, me)).toEqual({ kind: 'own-code' });
  });

  it('refuses a code signed with another key as forged', async () => {
    const other = await createCodeSigner();
    expect(await checkScannedText(await other.sign({ accountId: them, version: 1 }), key, me)).toEqual({ kind: 'forged' });
  });

  it('refuses a truncated code as forged, and a URL or text as not Hallway', async () => {
    const code = await signer.sign({ accountId: them, version: 1 });
    expect(await checkScannedText(code.slice(0, -3), key, me)).toEqual({ kind: 'forged' });
    expect(await checkScannedText('https://example.test/ticket/1', key, me)).toEqual({ kind: 'not-hallway' });
  });

  it('without a saved key, accepts a well-formed code unverified (the server checks it)', async () => {
    const code = await signer.sign({ accountId: them, version: 1 });
    expect(await checkScannedText(code, null, me)).toEqual({ kind: 'valid', claim: { accountId: them, version: 1 }, verified: false });
    expect(await checkScannedText('hello', null, me)).toEqual({ kind: 'not-hallway' });
  });
});
