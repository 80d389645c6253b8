import { base32Decode, base32Encode, bytesToUuid, uuidToBytes } from './personal-code.ts';

// A printed activity card carries {eventId, activityId, validFrom, validUntil} signed with the
// same Ed25519 key as personal codes, so a phone holding the public key can tell a real card from a
// forged one, and one of another event, with no network.
//
// Text form: "HWA1:" + base32(event 16 bytes + activity 16 bytes + validFrom uint32 + validUntil
// uint32 (unix seconds) + signature 64 bytes). The signature covers "HWA1" + the 40 payload bytes:
// a personal code's signature never verifies as an activity code, nor the other way round.
//
// No zod here: the scanner page imports this and must stay small.

export const activityCodePrefix = 'HWA1:';
const signedTag = new TextEncoder().encode('HWA1');
const payloadBytes = 16 + 16 + 4 + 4;
const signatureBytes = 64;
const totalBytes = payloadBytes + signatureBytes;
const bodyLength = Math.ceil((totalBytes * 8) / 5);

export interface ActivityCodeClaim {
  eventId: string;
  activityId: string;
  /** Unix seconds: scans before it are refused. */
  validFrom: number;
  /** Unix seconds: scans after it are refused. */
  validUntil: number;
}

const isUint32 = (n: number) => Number.isInteger(n) && n >= 0 && n <= 0xffffffff;

/** The exact bytes the server signs and every verifier checks. */
export function activityCodeSignedBytes(claim: ActivityCodeClaim): Uint8Array {
  const event = uuidToBytes(claim.eventId);
  const activity = uuidToBytes(claim.activityId);
  if (!event || !activity || !isUint32(claim.validFrom) || !isUint32(claim.validUntil) || claim.validUntil <= claim.validFrom) {
    throw new RangeError('An activity code needs UUIDs and a window of unix seconds that ends after it starts');
  }
  const bytes = new Uint8Array(signedTag.length + payloadBytes);
  bytes.set(signedTag, 0);
  bytes.set(event, signedTag.length);
  bytes.set(activity, signedTag.length + 16);
  const view = new DataView(bytes.buffer);
  view.setUint32(signedTag.length + 32, claim.validFrom);
  view.setUint32(signedTag.length + 36, claim.validUntil);
  return bytes;
}

export function encodeActivityCode(claim: ActivityCodeClaim, signature: Uint8Array): string {
  if (signature.length !== signatureBytes) throw new RangeError('An Ed25519 signature is 64 bytes');
  const bytes = new Uint8Array(totalBytes);
  bytes.set(activityCodeSignedBytes(claim).subarray(signedTag.length), 0);
  bytes.set(signature, payloadBytes);
  return activityCodePrefix + base32Encode(bytes);
}

export type ParsedActivityCode =
  | { kind: 'code'; claim: ActivityCodeClaim; signedBytes: Uint8Array; signature: Uint8Array }
  | { kind: 'damaged' }
  | { kind: 'foreign' };

export function parseActivityCode(text: string): ParsedActivityCode {
  const trimmed = text.trim();
  if (!trimmed.startsWith(activityCodePrefix)) return { kind: 'foreign' };
  const body = trimmed.slice(activityCodePrefix.length);
  if (body.length !== bodyLength) return { kind: 'damaged' };
  const bytes = base32Decode(body);
  if (!bytes || bytes.length !== totalBytes) return { kind: 'damaged' };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const claim: ActivityCodeClaim = {
    eventId: bytesToUuid(bytes.subarray(0, 16)),
    activityId: bytesToUuid(bytes.subarray(16, 32)),
    validFrom: view.getUint32(32),
    validUntil: view.getUint32(36),
  };
  if (claim.validUntil <= claim.validFrom) return { kind: 'damaged' };
  return { kind: 'code', claim, signedBytes: activityCodeSignedBytes(claim), signature: bytes.slice(payloadBytes) };
}

export type ActivityCodeCheck = { kind: 'valid'; claim: ActivityCodeClaim } | { kind: 'forged' } | { kind: 'not-activity' };

/** Parses and verifies a scanned text on a device: only the public key is needed. */
export async function checkActivityCode(text: string, key: CryptoKey): Promise<ActivityCodeCheck> {
  const parsed = parseActivityCode(text);
  if (parsed.kind === 'foreign') return { kind: 'not-activity' };
  if (parsed.kind === 'damaged') return { kind: 'forged' };
  const ok = await crypto.subtle.verify(
    { name: 'Ed25519' },
    key,
    parsed.signature as Uint8Array<ArrayBuffer>,
    parsed.signedBytes as Uint8Array<ArrayBuffer>,
  );
  return ok ? { kind: 'valid', claim: parsed.claim } : { kind: 'forged' };
}
