import type { BingoRejection } from '#shared/contracts/bingo.ts';

export interface TileHolder {
  tileId: string;
  personId: string;
}

/** A scan that passed the tile rules: whom it puts on which tile. */
export interface Candidate extends TileHolder {
  key: string;
}

/** Where a candidate lands: a new fill, a repeat of the fill already on its tile, or why not. */
export type Placement = { outcome: 'accepted' | 'duplicate'; tileId: string } | { outcome: 'rejected'; reason: Extract<BingoRejection, 'tile-filled' | 'person-used'> };

/**
 * The card's two rules (a tile holds one person, a person fills one tile) applied in memory, in
 * scan order, to the card as it stands: within a batch the first scan of a tile or a person wins,
 * and a scan of the same person on the same tile again is a duplicate of that fill.
 */
export function placeFills(standing: readonly TileHolder[], candidates: readonly Candidate[]): Map<string, Placement> {
  const personOnTile = new Map(standing.map((fill) => [fill.tileId, fill.personId]));
  const usedPeople = new Set(standing.map((fill) => fill.personId));
  const placements = new Map<string, Placement>();
  for (const { key, tileId, personId } of candidates) {
    const holder = personOnTile.get(tileId);
    if (holder === personId) placements.set(key, { outcome: 'duplicate', tileId });
    else if (holder !== undefined) placements.set(key, { outcome: 'rejected', reason: 'tile-filled' });
    else if (usedPeople.has(personId)) placements.set(key, { outcome: 'rejected', reason: 'person-used' });
    else {
      personOnTile.set(tileId, personId);
      usedPeople.add(personId);
      placements.set(key, { outcome: 'accepted', tileId });
    }
  }
  return placements;
}
