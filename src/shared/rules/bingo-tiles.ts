// Networking bingo: which person fits which tile, each attendee's own order of the tiles, and
// when a card has a line or is full. Pure and zod-free: the phone judges a scan offline with the
// very rules the server re-checks, and the scan page must stay small.

export const bingoSizes = [3, 4, 5] as const;
export type BingoSize = (typeof bingoSizes)[number];

/** 'anyone' is the free tile: any other attendee of the event fits it. */
export const bingoRules = ['speaker', 'mentoring', 'interest', 'other-organization', 'anyone'] as const;
export type BingoRule = (typeof bingoRules)[number];

export interface BingoTileRule {
  rule: BingoRule;
  /** The tag of an 'interest' tile (compared case-insensitively); null for every other rule. */
  tag: string | null;
}

/** What the rules read about a person: the directory's fields. */
export interface BingoPersonFacts {
  role: string;
  company: string;
  interests: readonly string[];
  offers: readonly string[];
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase('en-CA') === b.trim().toLocaleLowerCase('en-CA');

/** Whether `person` fits the tile for the scanner `me` (another organization is relative to who scans). */
export function personFitsTile(tile: BingoTileRule, person: BingoPersonFacts, me: Pick<BingoPersonFacts, 'company'>): boolean {
  switch (tile.rule) {
    case 'anyone':
      return true;
    case 'speaker':
      return person.role === 'speaker';
    case 'mentoring':
      return person.offers.some((offer) => same(offer, 'mentoring'));
    case 'interest':
      return tile.tag !== null && person.interests.some((interest) => same(interest, tile.tag as string));
    case 'other-organization':
      // No company on either side says nothing about being from another one.
      return person.company.trim() !== '' && me.company.trim() !== '' && !same(person.company, me.company);
  }
}

/** FNV-1a over the text: a small stable seed, the same in every browser and on the server. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: enough randomness for a shuffle, reproducible from the seed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The attendee's own order of the card's tiles: stable for one account and one card (a reload,
 * another phone and the server agree), different between people. `tileIds` in the card's order.
 */
export function shuffleTiles<T extends string>(tileIds: readonly T[], accountId: string, cardId: string): T[] {
  const order = [...tileIds].sort();
  const next = random(seedOf(`${accountId}:${cardId}`));
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j] as T, order[i] as T];
  }
  return order;
}

/** Every line of a size×size grid as positions: rows, columns, then the two diagonals. */
function bingoLines(size: number): number[][] {
  const range = Array.from({ length: size }, (_, i) => i);
  return [
    ...range.map((row) => range.map((col) => row * size + col)),
    ...range.map((col) => range.map((row) => row * size + col)),
    range.map((i) => i * size + i),
    range.map((i) => i * size + (size - 1 - i)),
  ];
}

export interface BingoProgress {
  /** Lines (rows, columns, diagonals) whose tiles are all filled. */
  lines: number;
  full: boolean;
}

/** Lines and full card of one attendee's grid (`order` from shuffleTiles). */
export function bingoProgress(order: readonly string[], filled: ReadonlySet<string>, size: number): BingoProgress {
  const lines = bingoLines(size).filter((line) => line.every((position) => filled.has(order[position] as string))).length;
  return { lines, full: order.length > 0 && order.every((tileId) => filled.has(tileId)) };
}
