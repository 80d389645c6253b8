import type { BingoRejection } from '#shared/contracts/bingo.ts';

/** Why a bingo scan filled nothing, in words for the tile (the phone and the server use the same reasons). */
export const bingoRefusalText: Record<BingoRejection, string> = {
  forged: 'Not a valid Hallway code (forged or damaged)',
  'not-hallway': 'Not a Hallway personal code',
  revoked: 'This code was replaced by a newer one: ask for the current code',
  self: 'Your own code never counts: find someone else',
  'not-member': 'This person is not playing bingo at this event',
  misfit: 'This person does not fit this tile',
  'tile-filled': 'Someone else already fills this tile',
  'person-used': 'This person already fills another tile of your card',
  'no-tile': 'This tile is no longer on the card',
  paused: 'Bingo is paused by the organizers',
  'key-reused': 'This scan was sent twice with different contents',
};
