import type { BingoRejection, BingoTile } from '#shared/contracts/bingo.ts';
import { personFitsTile, type BingoPersonFacts } from '#shared/rules/bingo-tiles.ts';
import type { CodeCheck } from '#shared/rules/personal-code.ts';

export interface BingoScanFacts {
  scannerId: string;
  scanner: Pick<BingoPersonFacts, 'company'>;
  tile: BingoTile | undefined;
  /** The event's member the code names, or undefined when not a member or not one who can be on a tile (bingo.members leaves them out). */
  member(accountId: string): BingoPersonFacts | undefined;
  minimumCodeVersion(accountId: string): number;
}

/** Whom a scan lets the scanner put on the tile, or why not (before the card's own state is read). */
export function judgeBingoScan(code: CodeCheck, facts: BingoScanFacts): { personId: string } | { reason: BingoRejection } {
  if (code.kind !== 'valid') return { reason: code.kind };
  const { accountId, version } = code.claim;
  if (accountId === facts.scannerId) return { reason: 'self' };
  if (version < facts.minimumCodeVersion(accountId)) return { reason: 'revoked' };
  if (!facts.tile) return { reason: 'no-tile' };
  const person = facts.member(accountId);
  if (!person) return { reason: 'not-member' };
  if (!personFitsTile(facts.tile, person, facts.scanner)) return { reason: 'misfit' };
  return { personId: accountId };
}
