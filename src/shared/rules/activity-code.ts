import { bytesToUuid, signedCodeEnvelope, uuidToBytes, type ParsedSignedCode } from './signed-code-envelope.ts';

// A printed activity card carries {eventId, activityId, validFrom, validUntil} signed with the
// same Ed25519 key as personal codes, so a phone holding the public key can tell a real card from a
// forged one, and one of another event, with no network.
//
// The window is not the card's to decide: a card printed before its activity was moved would
// refuse scans or outlive it. The activity's current times decide (the
// server's, and on a phone offline the event pack's), so new cards carry the open window below and
// no verdict reads the window of any card, old ones included: a card never needs reprinting.
//
// Text form (signed-code-envelope.ts): "HWA1:" + base32(event 16 bytes + activity 16 bytes +
// validFrom uint32 + validUntil uint32 (unix seconds) + signature 64 bytes). The signature covers
// "HWA1" + the 40 payload bytes: a personal code's signature never verifies as an activity code,
// nor the other way round.
//
// No zod here: the scanner page imports this and must stay small.

export interface ActivityCodeClaim {
  eventId: string;
  activityId: string;
  /** Unix seconds; read by nothing any more (openCardWindow on new cards). */
  validFrom: number;
  /** Unix seconds; read by nothing any more (openCardWindow on new cards). */
  validUntil: number;
}

/** The window every new card carries: none (the bytes stay so cards printed earlier still read). */
export const openCardWindow = { validFrom: 0, validUntil: 0xffffffff } as const;

const isUint32 = (n: number) => Number.isInteger(n) && n >= 0 && n <= 0xffffffff;

const activityCodes = signedCodeEnvelope<ActivityCodeClaim>({
  tag: 'HWA1',
  payloadBytes: 16 + 16 + 4 + 4,
  writePayload(claim) {
    const event = uuidToBytes(claim.eventId);
    const activity = uuidToBytes(claim.activityId);
    if (!event || !activity || !isUint32(claim.validFrom) || !isUint32(claim.validUntil) || claim.validUntil <= claim.validFrom) {
      throw new RangeError('An activity code needs UUIDs and a window of unix seconds that ends after it starts');
    }
    const bytes = new Uint8Array(40);
    bytes.set(event, 0);
    bytes.set(activity, 16);
    const view = new DataView(bytes.buffer);
    view.setUint32(32, claim.validFrom);
    view.setUint32(36, claim.validUntil);
    return bytes;
  },
  readPayload(bytes) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const claim = { eventId: bytesToUuid(bytes.subarray(0, 16)), activityId: bytesToUuid(bytes.subarray(16, 32)), validFrom: view.getUint32(32), validUntil: view.getUint32(36) };
    return claim.validUntil <= claim.validFrom ? null : claim;
  },
});

export const activityCodePrefix = activityCodes.prefix;

/** The exact bytes the server signs and every verifier checks. */
export const activityCodeSignedBytes = (claim: ActivityCodeClaim): Uint8Array => activityCodes.signedBytes(claim);

export const encodeActivityCode = (claim: ActivityCodeClaim, signature: Uint8Array): string => activityCodes.encode(claim, signature);

export type ParsedActivityCode = ParsedSignedCode<ActivityCodeClaim>;

export const parseActivityCode = (text: string): ParsedActivityCode => activityCodes.parse(text);

export type ActivityCodeCheck = { kind: 'valid'; claim: ActivityCodeClaim } | { kind: 'forged' } | { kind: 'not-activity' };

/** Parses and verifies a scanned text on a device: only the public key is needed. */
export async function checkActivityCode(text: string, key: CryptoKey): Promise<ActivityCodeCheck> {
  const check = await activityCodes.check(text, key);
  return check.kind === 'foreign' ? { kind: 'not-activity' } : check;
}
