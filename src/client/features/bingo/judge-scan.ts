import type { BingoMembers, BingoRejection, BingoTile } from '#shared/contracts/bingo.ts';
import type { DirectoryPerson } from '#shared/contracts/attendees.ts';
import { personFitsTile, type BingoPersonFacts } from '#shared/rules/bingo-tiles.ts';
import { checkPersonalCode, parsePersonalCode } from '#shared/rules/personal-code.ts';

// What the phone makes of a scanned text for one tile, with no network: the signature (the saved
// public key), the event's members (bingo.members, saved) and the directory of the event pack.
// The server checks everything again when the queued scan syncs.

export type BingoJudgement =
  | { kind: 'fits'; personId: string; name: string; verified: boolean }
  /** A real code of a member the saved directory does not show (private profile, or not synced yet): the server decides. */
  | { kind: 'unknown'; personId: string; verified: boolean }
  | { kind: 'refused'; reason: BingoRejection };

export interface BingoJudgeFacts {
  key: CryptoKey | null;
  myAccountId: string;
  me: Pick<BingoPersonFacts, 'company'>;
  tile: BingoTile;
  members: BingoMembers['members'] | null;
  directory: Record<string, DirectoryPerson> | null;
  /** Tiles already filled or pending on my card: tile id → person. */
  taken: ReadonlyMap<string, string>;
}

export async function judgeBingoScan(text: string, facts: BingoJudgeFacts): Promise<BingoJudgement> {
  let claim;
  let verified = false;
  if (facts.key) {
    const check = await checkPersonalCode(text, facts.key);
    if (check.kind !== 'valid') return { kind: 'refused', reason: check.kind };
    claim = check.claim;
    verified = true;
  } else {
    const parsed = parsePersonalCode(text);
    if (parsed.kind !== 'code') return { kind: 'refused', reason: parsed.kind === 'foreign' ? 'not-hallway' : 'forged' };
    claim = parsed.claim;
  }
  if (claim.accountId === facts.myAccountId) return { kind: 'refused', reason: 'self' };
  const holder = facts.taken.get(facts.tile.id);
  if (holder !== undefined && holder !== claim.accountId) return { kind: 'refused', reason: 'tile-filled' };
  if ([...facts.taken].some(([tileId, personId]) => personId === claim.accountId && tileId !== facts.tile.id)) return { kind: 'refused', reason: 'person-used' };
  if (!facts.members) return { kind: 'unknown', personId: claim.accountId, verified };
  const member = facts.members.find((entry) => entry.accountId === claim.accountId);
  if (!member) return { kind: 'refused', reason: 'not-member' };
  if (claim.version < member.minVersion) return { kind: 'refused', reason: 'revoked' };
  const person = facts.directory?.[member.attendeeId];
  if (!person) return { kind: 'unknown', personId: claim.accountId, verified };
  if (!personFitsTile(facts.tile, person, facts.me)) return { kind: 'refused', reason: 'misfit' };
  return { kind: 'fits', personId: claim.accountId, name: `${person.firstName} ${person.lastName}`.trim(), verified };
}
