import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  checkPersonalCode,
  encodePersonalCode,
  importPersonalCodeKey,
  parsePersonalCode,
  personalCodeSignedBytes,
  type PersonalCodeClaim,
} from '#shared/rules/personal-code.ts';

// Signed with node:crypto as the server does, verified with WebCrypto as a door device does.

function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { privateKey, publicKey: publicKey.export({ format: 'jwk' }).x as string };
}
const server = keyPair();
const claim: PersonalCodeClaim = { accountId: '0b6f1c2e-4d5a-4f3b-9c8d-7e6f5a4b3c2d', version: 1 };
const issue = (what: PersonalCodeClaim, privateKey = server.privateKey) => encodePersonalCode(what, sign(null, personalCodeSignedBytes(what), privateKey));
const check = async (text: string, publicKey = server.publicKey) => checkPersonalCode(text, await importPersonalCodeKey(publicKey));

describe('personal codes', () => {
  it('round-trips: a code the server signed is valid and carries the claim', async () => {
    const code = issue(claim);
    expect(code).toMatch(/^HW1:[A-Z2-7]+$/);
    expect(await check(code)).toEqual({ kind: 'valid', claim });
  });

  it('fits a small QR: under 140 characters of the alphanumeric set', () => {
    expect(issue(claim).length).toBeLessThan(140);
  });

  it('calls a code with one signature character changed forged', async () => {
    const code = issue(claim);
    const index = code.length - 5;
    const forged = code.slice(0, index) + (code[index] === 'A' ? 'B' : 'A') + code.slice(index + 1);
    expect(await check(forged)).toEqual({ kind: 'forged' });
  });

  it('calls a code with a changed account or version forged (the signature covers them)', async () => {
    const other = issue({ ...claim, version: 2 });
    const spliced = other.slice(0, 36) + issue(claim).slice(36);
    expect(await check(spliced)).toEqual({ kind: 'forged' });
  });

  it('calls a truncated code forged', async () => {
    expect(await check(issue(claim).slice(0, -3))).toEqual({ kind: 'forged' });
    expect(parsePersonalCode('HW1:ABC')).toEqual({ kind: 'damaged' });
  });

  it('calls a code signed with another key forged', async () => {
    expect(await check(issue(claim, keyPair().privateKey))).toEqual({ kind: 'forged' });
    expect(await check(issue(claim), keyPair().publicKey)).toEqual({ kind: 'forged' });
  });

  it('still verifies an old version (revocation is the roster’s business, not the signature’s)', async () => {
    expect(await check(issue({ ...claim, version: 7 }))).toEqual({ kind: 'valid', claim: { ...claim, version: 7 } });
  });

  it('calls garbage text and URLs not Hallway codes', async () => {
    expect(await check('hello world')).toEqual({ kind: 'not-hallway' });
    expect(await check('https://hallway.example/me/code')).toEqual({ kind: 'not-hallway' });
    expect(await check('')).toEqual({ kind: 'not-hallway' });
  });

  it('refuses lower-case codes (never produced) as damaged', async () => {
    const code = issue(claim);
    expect(await check(`HW1:${code.slice(4).toLowerCase()}`)).toEqual({ kind: 'forged' });
  });

  it('refuses to sign a non-UUID account or a version below 1', () => {
    expect(() => personalCodeSignedBytes({ accountId: 'nope', version: 1 })).toThrow(RangeError);
    expect(() => personalCodeSignedBytes({ ...claim, version: 0 })).toThrow(RangeError);
  });

  it('refuses every spelling but the one issued: the last character’s spare bits must be zero', async () => {
    const code = issue(claim);
    const last = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'.indexOf(code.slice(-1));
    expect(last % 8).toBe(0);
    for (let spare = 1; spare < 8; spare++) {
      const respelled = code.slice(0, -1) + 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[last + spare];
      expect(parsePersonalCode(respelled)).toEqual({ kind: 'damaged' });
      expect(await check(respelled)).toEqual({ kind: 'forged' });
    }
    expect(base32Decode('AB')).toBeNull(); // 10 bits: the last 2 of them are spare and set
    expect(base32Decode('AAA')).toBeNull(); // a whole character more than any byte needs
    expect(Array.from(base32Decode('AA') ?? [])).toEqual([0]);
  });

  it('base32 round-trips bytes', () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 251, 255, 128]);
    expect(Array.from(base32Decode(base32Encode(bytes)) ?? [])).toEqual(Array.from(bytes));
  });
});
