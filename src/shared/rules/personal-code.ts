// A personal QR code carries {accountId, version} signed with the server's Ed25519 key, so a door
// device with the public key can tell a real code from a forged one with no network.
//
// Text form: "HW1:" + base32(accountId 16 bytes + version uint32 big-endian + signature 64 bytes).
// Upper-case base32 keeps the whole text in the QR alphanumeric set, so at error-correction
// level M it fits a version 6 symbol (41×41 modules), which phone cameras read at a glance.
// The signature covers "HW1" + the 20 payload bytes, so a code of another format can never verify.
//
// No zod here: the scanner page imports this and must stay small.

export const personalCodePrefix = 'HW1:';
const signedTag = new TextEncoder().encode('HW1');
const uuidBytes = 16;
const versionBytes = 4;
const signatureBytes = 64;
const payloadBytes = uuidBytes + versionBytes;
const totalBytes = payloadBytes + signatureBytes;

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += base32Alphabet[(value << (5 - bits)) & 31];
  return out;
}

/**
 * Null for any character outside the alphabet (lower case included: codes are never lower-cased),
 * and for any spelling base32Encode never writes: the last character's spare bits must be zero and
 * there may be no character left over. Otherwise eight texts would decode to the same code, and
 * anything that tells codes apart by their text (a list of codes seen, a log) would be fooled.
 */
export function base32Decode(text: string): Uint8Array | null {
  const out = new Uint8Array(Math.floor((text.length * 5) / 8));
  let bits = 0;
  let value = 0;
  let index = 0;
  for (const char of text) {
    const digit = base32Alphabet.indexOf(char);
    if (digit < 0) return null;
    value = ((value << 5) | digit) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out[index++] = (value >>> (bits - 8)) & 0xff;
      bits -= 8;
    }
  }
  if (bits >= 5 || (value & ((1 << bits) - 1)) !== 0) return null;
  return out;
}

export function uuidToBytes(uuid: string): Uint8Array | null {
  const hex = uuid.replaceAll('-', '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) return null;
  const bytes = new Uint8Array(uuidBytes);
  for (let i = 0; i < uuidBytes; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export function bytesToUuid(bytes: Uint8Array): string {
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface PersonalCodeClaim {
  accountId: string;
  /** Starts at 1; "Regenerate" raises it, and every lower version is revoked. */
  version: number;
}

/** The exact bytes the server signs and every verifier checks. */
export function personalCodeSignedBytes(claim: PersonalCodeClaim): Uint8Array {
  const id = uuidToBytes(claim.accountId);
  if (!id || !Number.isInteger(claim.version) || claim.version < 1 || claim.version > 0xffffffff) {
    throw new RangeError('A personal code needs a UUID account id and a positive 32-bit version');
  }
  const bytes = new Uint8Array(signedTag.length + payloadBytes);
  bytes.set(signedTag, 0);
  bytes.set(id, signedTag.length);
  new DataView(bytes.buffer).setUint32(signedTag.length + uuidBytes, claim.version);
  return bytes;
}

export function encodePersonalCode(claim: PersonalCodeClaim, signature: Uint8Array): string {
  if (signature.length !== signatureBytes) throw new RangeError('An Ed25519 signature is 64 bytes');
  const signed = personalCodeSignedBytes(claim);
  const bytes = new Uint8Array(totalBytes);
  bytes.set(signed.subarray(signedTag.length), 0);
  bytes.set(signature, payloadBytes);
  return personalCodePrefix + base32Encode(bytes);
}

export type ParsedPersonalCode =
  | { kind: 'code'; claim: PersonalCodeClaim; signedBytes: Uint8Array; signature: Uint8Array }
  /** Our prefix but the wrong length or alphabet: damaged, truncated or made up. */
  | { kind: 'damaged' }
  /** Anything else: a URL, a ticket of another system, random text. */
  | { kind: 'foreign' };

export function parsePersonalCode(text: string): ParsedPersonalCode {
  const trimmed = text.trim();
  if (!trimmed.startsWith(personalCodePrefix)) return { kind: 'foreign' };
  const body = trimmed.slice(personalCodePrefix.length);
  if (body.length !== Math.ceil((totalBytes * 8) / 5)) return { kind: 'damaged' };
  const bytes = base32Decode(body);
  if (!bytes || bytes.length !== totalBytes) return { kind: 'damaged' };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const claim = { accountId: bytesToUuid(bytes.subarray(0, uuidBytes)), version: view.getUint32(uuidBytes) };
  if (claim.version < 1) return { kind: 'damaged' };
  return { kind: 'code', claim, signedBytes: personalCodeSignedBytes(claim), signature: bytes.slice(payloadBytes) };
}

export function base64UrlToBytes(text: string): Uint8Array | null {
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
  const parsed = parsePersonalCode(text);
  if (parsed.kind === 'foreign') return { kind: 'not-hallway' };
  if (parsed.kind === 'damaged') return { kind: 'forged' };
  const ok = await crypto.subtle.verify(
    { name: 'Ed25519' },
    key,
    parsed.signature as Uint8Array<ArrayBuffer>,
    parsed.signedBytes as Uint8Array<ArrayBuffer>,
  );
  return ok ? { kind: 'valid', claim: parsed.claim } : { kind: 'forged' };
}
