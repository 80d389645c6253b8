import { activityCodeSignedBytes, encodeActivityCode, parseActivityCode, type ActivityCodeCheck } from '#shared/rules/activity-code.ts';
import type { ActivityRow } from '../../db/schema/activities.ts';
import type { CodeSigner } from '../personal-code/code-signer.ts';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The card's text for an activity as it stands (a new window makes a new code). */
export function signActivityCode(signer: CodeSigner, row: Pick<ActivityRow, 'eventId' | 'id' | 'startsAt' | 'endsAt'>): string {
  const claim = { eventId: row.eventId, activityId: row.id, validFrom: seconds(row.startsAt), validUntil: seconds(row.endsAt) };
  return encodeActivityCode(claim, signer.signBytes(activityCodeSignedBytes(claim)));
}

/** The same answer as checkActivityCode on a phone, synchronously. */
export function checkActivityCodeText(signer: CodeSigner, text: string): ActivityCodeCheck {
  const parsed = parseActivityCode(text);
  if (parsed.kind === 'foreign') return { kind: 'not-activity' };
  if (parsed.kind === 'damaged') return { kind: 'forged' };
  return signer.verifyBytes(parsed.signedBytes, parsed.signature) ? { kind: 'valid', claim: parsed.claim } : { kind: 'forged' };
}
