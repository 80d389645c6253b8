import { checkPersonalCode, parsePersonalCode, type PersonalCodeClaim } from '#shared/rules/personal-code.ts';

// What /me/scan makes of a decoded text, on the device and with no network: the signature is
// checked with the server's public key from the saved cache. Whether a valid code was since
// replaced by a newer one only the server knows; it answers that when the queued scan syncs.

export type ScanCheck =
  | { kind: 'valid'; claim: PersonalCodeClaim; verified: boolean }
  | { kind: 'own-code' }
  | { kind: 'not-hallway' }
  | { kind: 'forged' };

/**
 * `key` is null when this device never loaded the public key (first visit offline): a code of the
 * right shape is then queued unverified, and the server refuses a forgery when it syncs.
 */
export async function checkScannedText(text: string, key: CryptoKey | null, myAccountId: string | undefined): Promise<ScanCheck> {
  let result: ScanCheck;
  if (key) {
    const check = await checkPersonalCode(text, key);
    result = check.kind === 'valid' ? { kind: 'valid', claim: check.claim, verified: true } : check;
  } else {
    const parsed = parsePersonalCode(text);
    result = parsed.kind === 'code' ? { kind: 'valid', claim: parsed.claim, verified: false } : parsed.kind === 'foreign' ? { kind: 'not-hallway' } : { kind: 'forged' };
  }
  if (result.kind === 'valid' && result.claim.accountId === myAccountId) return { kind: 'own-code' };
  return result;
}
