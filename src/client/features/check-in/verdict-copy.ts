import type { CheckInVerdict } from '#shared/rules/check-in-verdict.ts';

// The words on the result screen, read at arm's length. The headings are part of the contract
// with the browser tests (e2e/specs/door-check-in.spec.ts), as is data-verdict = the kind.

export type VerdictKind = CheckInVerdict['kind'];
export type VerdictTone = 'green' | 'amber' | 'red';

export const verdictHeading: Record<VerdictKind, string> = {
  'checked-in': 'Checked in',
  already: 'Already checked in',
  'not-registered': 'Not registered for this event',
  revoked: 'Code revoked',
  // A damaged or forged code is, for the person at the door, not one of ours.
  forged: 'Not a Hallway code',
  'not-hallway': 'Not a Hallway code',
};

export const verdictTone: Record<VerdictKind, VerdictTone> = {
  'checked-in': 'green',
  already: 'amber',
  'not-registered': 'red',
  revoked: 'red',
  forged: 'red',
  'not-hallway': 'red',
};

/** The line under a red heading: what happened and what staff can do. */
export const verdictDetail: Partial<Record<VerdictKind, string>> = {
  'not-registered': 'This person is not on the roster. Send them to the registration desk.',
  revoked: 'This code was replaced by a newer one. Ask them to open their current code in the app.',
  forged: 'The signature does not match: this code may be forged.',
  'not-hallway': 'This is not a personal code from the app. Try search by name.',
};

export const toneStyles: Record<VerdictTone, string> = {
  green: 'bg-green-700 text-white',
  amber: 'bg-amber-400 text-gray-950',
  red: 'bg-red-700 text-white',
};
