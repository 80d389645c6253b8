import { asc, eq } from 'drizzle-orm';
import type { BingoCard } from '#shared/contracts/bingo.ts';
import type { BingoSize } from '#shared/rules/bingo-tiles.ts';
import type { Db } from '../../db/client.ts';
import { bingoCards } from '../../db/schema/bingo-cards.ts';
import { bingoTiles } from '../../db/schema/bingo-tiles.ts';

/** The event's card with its tiles in the organizer's order, or null before one is set up. */
export async function loadBingoCard(db: Db, eventId: string): Promise<BingoCard | null> {
  const [card] = await db.select().from(bingoCards).where(eq(bingoCards.eventId, eventId)).limit(1);
  if (!card) return null;
  const tiles = await db
    .select({ id: bingoTiles.id, prompt: bingoTiles.prompt, rule: bingoTiles.rule, tag: bingoTiles.tag })
    .from(bingoTiles)
    .where(eq(bingoTiles.cardId, card.id))
    .orderBy(asc(bingoTiles.position));
  return { id: card.id, eventId: card.eventId, size: card.size as BingoSize, paused: card.paused, tiles };
}
