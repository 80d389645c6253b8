// The door's decision for one scan, the same on a door device offline (from its roster) and on
// the server: whichever of them judges, a code gets the same answer.
import type { CodeCheck } from './personal-code.ts';

export type CheckInVerdict =
  /** Green: let them in. */
  | { kind: 'checked-in'; accountId: string }
  /** Amber: this person already came in; who let them in, and when. */
  | { kind: 'already'; accountId: string; at: number; deviceLabel: string }
  /** Red. */
  | { kind: 'not-registered'; accountId: string }
  | { kind: 'revoked'; accountId: string }
  | { kind: 'forged' }
  | { kind: 'not-hallway' };

export interface VerdictRoster {
  /** Whether the account is a member of the event (any role). */
  isMember(accountId: string): boolean;
  /** The lowest code version still valid for this account (1 when never regenerated). */
  minimumCodeVersion(accountId: string): number;
  /** The standing check-in, if any. */
  checkIn(accountId: string): { at: number; deviceLabel: string } | null;
}

export function judgeScan(code: CodeCheck, roster: VerdictRoster): CheckInVerdict {
  if (code.kind !== 'valid') return { kind: code.kind };
  const { accountId, version } = code.claim;
  // A revoked code says so even for a non-member: the holder should know their screenshot is dead.
  if (version < roster.minimumCodeVersion(accountId)) return { kind: 'revoked', accountId };
  if (!roster.isMember(accountId)) return { kind: 'not-registered', accountId };
  const standing = roster.checkIn(accountId);
  if (standing) return { kind: 'already', accountId, ...standing };
  return { kind: 'checked-in', accountId };
}
