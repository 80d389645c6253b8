import { activityCodeSignedBytes, encodeActivityCode, openCardWindow, parseActivityCode, type ActivityCodeCheck } from '#shared/rules/activity-code.ts';
import type { ActivityRow } from '../../db/schema/activities.ts';
import type { CodeSigner } from '../personal-code/code-signer.ts';

/** The card's text for an activity: the same whatever its times (they are checked at each scan), so a card never needs reprinting. */
export function signActivityCode(signer: CodeSigner, row: Pick<ActivityRow, 'eventId' | 'id'>): string {
  const claim = { eventId: row.eventId, activityId: row.id, ...openCardWindow };
  return encodeActivityCode(claim, signer.signBytes(activityCodeSignedBytes(claim)));
}

/** The same answer as checkActivityCode on a phone, synchronously. */
export function checkActivityCodeText(signer: CodeSigner, text: string): ActivityCodeCheck {
  const parsed = parseActivityCode(text);
  if (parsed.kind === 'foreign') return { kind: 'not-activity' };
  if (parsed.kind === 'damaged') return { kind: 'forged' };
  return signer.verifyBytes(parsed.signedBytes, parsed.signature) ? { kind: 'valid', claim: parsed.claim } : { kind: 'forged' };
}
