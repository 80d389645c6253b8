import { asc, eq } from 'drizzle-orm';
import type { BingoCard } from '#shared/contracts/bingo.ts';
import type { BingoSize } from '#shared/rules/bingo-tiles.ts';
import type { Db } from '../../db/client.ts';
import { bingoCards } from '../../db/schema/bingo-cards.ts';
import { bingoTiles } from '../../db/schema/bingo-tiles.ts';

/**
 * The event's card with its tiles in the organizer's order, or null before one is set up. One
 * statement (the card joined to its tiles): every bingo.fill batch reads it before its transaction.
 */
export async function loadBingoCard(db: Db, eventId: string): Promise<BingoCard | null> {
  const rows = await db
    .select({
      id: bingoCards.id,
      eventId: bingoCards.eventId,
      size: bingoCards.size,
      paused: bingoCards.paused,
      tile: { id: bingoTiles.id, prompt: bingoTiles.prompt, rule: bingoTiles.rule, tag: bingoTiles.tag },
    })
    .from(bingoCards)
    .leftJoin(bingoTiles, eq(bingoTiles.cardId, bingoCards.id))
    .where(eq(bingoCards.eventId, eventId))
    .orderBy(asc(bingoTiles.position));
  const [card] = rows;
  if (!card) return null;
  // A card has one row per tile here (one row with no tile while it has none).
  const tiles = rows.flatMap((row) => (row.tile ? [row.tile] : []));
  return { id: card.id, eventId: card.eventId, size: card.size as BingoSize, paused: card.paused, tiles };
}
