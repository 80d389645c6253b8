// A personal QR code carries {accountId, version} signed with the server's Ed25519 key, so a door
// device with the public key can tell a real code from a forged one with no network.
//
// Text form: "HW1:" + base32(accountId 16 bytes + version uint32 big-endian + signature 64 bytes).
// Upper-case base32 keeps the whole text in the QR alphanumeric set, so at error-correction
// level M it fits a version 6 symbol (41×41 modules), which phone cameras read at a glance.
// The signature covers "HW1" + the 20 payload bytes, so a code of another format can never verify.
//
// No zod here: the scanner page imports this and must stay small.

import { signedCodeEnvelope, uuidToBytes, bytesToUuid, type ParsedSignedCode, type SignedCodeCheck } from './signed-code-envelope.ts';

// The envelope's text helpers, where the tests and older callers look for them.
export { base32Decode, base32Encode,   } from './signed-code-envelope.ts';

export interface PersonalCodeClaim {
  accountId: string;
  /** Starts at 1; "Regenerate" raises it, and every lower version is revoked. */
  version: number;
}

const personalCodes = signedCodeEnvelope<PersonalCodeClaim>({
  tag: 'HW1',
  payloadBytes: 16 + 4,
  writePayload(claim) {
    const id = uuidToBytes(claim.accountId);
    if (!id || !Number.isInteger(claim.version) || claim.version < 1 || claim.version > 0xffffffff) {
      throw new RangeError('A personal code needs a UUID account id and a positive 32-bit version');
    }
    const bytes = new Uint8Array(20);
    bytes.set(id, 0);
    new DataView(bytes.buffer).setUint32(16, claim.version);
    return bytes;
  },
  readPayload(bytes) {
    const version = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(16);
    return version < 1 ? null : { accountId: bytesToUuid(bytes.subarray(0, 16)), version };
  },
});


/** The exact bytes the server signs and every verifier checks. */
export const personalCodeSignedBytes = (claim: PersonalCodeClaim): Uint8Array => personalCodes.signedBytes(claim);

export const encodePersonalCode = (claim: PersonalCodeClaim, signature: Uint8Array): string => personalCodes.encode(claim, signature);

export type ParsedPersonalCode = ParsedSignedCode<PersonalCodeClaim>;

export const parsePersonalCode = (text: string): ParsedPersonalCode => personalCodes.parse(text);

function base64UrlToBytes(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const base64 = text.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** Imports a raw 32-byte Ed25519 public key (base64url, as the server publishes it) for WebCrypto. */
export async function importPersonalCodeKey(publicKey: string): Promise<CryptoKey> {
  const raw = base64UrlToBytes(publicKey);
  if (!raw || raw.length !== 32) throw new RangeError('An Ed25519 public key is 32 bytes');
  return crypto.subtle.importKey('raw', raw as Uint8Array<ArrayBuffer>, { name: 'Ed25519' }, false, ['verify']);
}

export type CodeCheck =
  | { kind: 'valid'; claim: PersonalCodeClaim }
  /** Looks like ours but the signature does not match this key. */
  | { kind: 'forged' }
  | { kind: 'not-hallway' };

/** Parses and verifies a scanned text, offline: only the public key is needed. */
export async function checkPersonalCode(text: string, key: CryptoKey): Promise<CodeCheck> {
  const check: SignedCodeCheck<PersonalCodeClaim> = await personalCodes.check(text, key);
  return check.kind === 'foreign' ? { kind: 'not-hallway' } : check;
}
