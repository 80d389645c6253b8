import { and, eq, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { BingoCard, setupBingoInput } from '#shared/contracts/bingo.ts';
import type { Db } from '../../db/client.ts';
import { bingoCards } from '../../db/schema/bingo-cards.ts';
import { bingoFills } from '../../db/schema/bingo-fills.ts';
import { bingoTiles } from '../../db/schema/bingo-tiles.ts';
import { loadBingoCard } from './card-rows.ts';
import { syncCompletions } from './completions.ts';

export type SetupBingo = z.output<typeof setupBingoInput>;

/**
 * Sets up (or changes) the event's card in one go. A tile sent with its id keeps its fills; a tile
 * left out goes with its fills; completions are re-checked for everyone who played, since a
 * changed card can make or break their lines.
 */
export async function setupBingoCard(db: Db, input: SetupBingo, now: Date): Promise<BingoCard> {
  await db.transaction(async (tx) => {
    const [card] = await tx
      .insert(bingoCards)
      .values({ eventId: input.eventId, size: input.size, paused: input.paused })
      .onConflictDoUpdate({ target: bingoCards.eventId, set: { size: input.size, paused: input.paused, updatedAt: now } })
      .returning({ id: bingoCards.id });
    const cardId = (card as { id: string }).id;
    const current = await tx.select({ id: bingoTiles.id }).from(bingoTiles).where(eq(bingoTiles.cardId, cardId));
    const currentIds = new Set(current.map((tile) => tile.id));
    const kept = input.tiles.flatMap((tile) => (tile.id && currentIds.has(tile.id) ? [tile.id] : []));
    await tx.delete(bingoTiles).where(and(eq(bingoTiles.cardId, cardId), kept.length ? notInArray(bingoTiles.id, kept) : undefined));
    for (const [position, tile] of input.tiles.entries()) {
      const values = { prompt: tile.prompt, rule: tile.rule, tag: tile.rule === 'interest' ? tile.tag : null, position };
      if (tile.id && currentIds.has(tile.id)) await tx.update(bingoTiles).set(values).where(eq(bingoTiles.id, tile.id));
      else await tx.insert(bingoTiles).values({ cardId, ...values });
    }
    const saved = await loadBingoCard(tx, input.eventId);
    const players = await tx.selectDistinct({ accountId: bingoFills.accountId }).from(bingoFills).where(eq(bingoFills.cardId, cardId));
    if (saved) await syncCompletions(tx, saved, players.map((row) => row.accountId), now);
  });
  return (await loadBingoCard(db, input.eventId)) as BingoCard;
}

/** Organizers undo a wrongly recorded tile: the fill goes, and the player's completions are re-checked. */
export async function undoBingoFill(db: Db, card: BingoCard, fillId: string, now: Date): Promise<{ accountId: string } | null> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(bingoFills)
      .where(and(eq(bingoFills.id, fillId), eq(bingoFills.cardId, card.id)))
      .returning({ accountId: bingoFills.accountId });
    if (!removed) return null;
    await syncCompletions(tx, card, [removed.accountId], now);
    return removed;
  });
}

