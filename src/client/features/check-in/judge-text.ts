import type { RosterPerson } from '#shared/contracts/check-in.ts';
import { judgeScan, type CheckInVerdict } from '#shared/rules/check-in-verdict.ts';
import { checkPersonalCode } from '#shared/rules/personal-code.ts';
import { verdictRoster, type RosterIndex } from './roster-model.ts';

export interface ScanOutcome {
  verdict: CheckInVerdict;
  /** The person the code names, when the roster knows them. */
  person: RosterPerson | null;
  /** The text as read, sent with the check-in so the server can judge it too. */
  code: string;
}

/** Decoded text → verdict, from the device alone: the public key and the roster. */
export async function judgeText(text: string, key: CryptoKey, index: RosterIndex): Promise<ScanOutcome> {
  const verdict = judgeScan(await checkPersonalCode(text, key), verdictRoster(index));
  const person = 'accountId' in verdict ? (index.people.get(verdict.accountId) ?? null) : null;
  return { verdict, person, code: text.trim() };
}
