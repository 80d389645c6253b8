import { and, eq, inArray } from 'drizzle-orm';
import { bingoProgress, shuffleTiles } from '#shared/rules/bingo-tiles.ts';
import type { BingoCard } from '#shared/contracts/bingo.ts';
import type { Db } from '../../db/client.ts';
import { bingoCompletions } from '../../db/schema/bingo-completions.ts';
import { bingoFills } from '../../db/schema/bingo-fills.ts';

/**
 * Brings an attendee's completions in line with their fills: a first line and a full card are
 * recorded at `now` (the server time the completing fill was accepted), and taken back when an
 * undo or a changed card leaves them short. Answers whether something new was completed.
 * `known` is every fill of these accounts on the card when the caller has just read them (a read fewer).
 */
export async function syncCompletions(
  tx: Db,
  card: Pick<BingoCard, 'id' | 'size' | 'tiles'>,
  accountIds: readonly string[],
  now: Date,
  known?: ReadonlyArray<{ accountId: string; tileId: string }>,
): Promise<{ changed: boolean }> {
  if (accountIds.length === 0) return { changed: false };
  const fills =
    known ??
    (await tx
      .select({ accountId: bingoFills.accountId, tileId: bingoFills.tileId })
      .from(bingoFills)
      .where(and(eq(bingoFills.cardId, card.id), inArray(bingoFills.accountId, [...accountIds]))));
  const existing = await tx
    .select({ accountId: bingoCompletions.accountId, kind: bingoCompletions.kind })
    .from(bingoCompletions)
    .where(and(eq(bingoCompletions.cardId, card.id), inArray(bingoCompletions.accountId, [...accountIds])));
  const tileIds = card.tiles.map((tile) => tile.id);
  let changed = false;
  const reachedNow: Array<typeof bingoCompletions.$inferInsert> = [];
  for (const accountId of new Set(accountIds)) {
    const filled = new Set(fills.filter((fill) => fill.accountId === accountId).map((fill) => fill.tileId));
    const progress = bingoProgress(shuffleTiles(tileIds, accountId, card.id), filled, card.size);
    const has = new Set(existing.filter((row) => row.accountId === accountId).map((row) => row.kind));
    for (const kind of ['line', 'card'] as const) {
      const reached = kind === 'line' ? progress.lines > 0 : progress.full;
      if (reached && !has.has(kind)) {
        reachedNow.push({ cardId: card.id, accountId, kind, completedAt: now });
        changed = true;
      } else if (!reached && has.has(kind)) {
        await tx.delete(bingoCompletions).where(and(eq(bingoCompletions.cardId, card.id), eq(bingoCompletions.accountId, accountId), eq(bingoCompletions.kind, kind)));
        changed = true;
      }
    }
  }
  if (reachedNow.length) await tx.insert(bingoCompletions).values(reachedNow).onConflictDoNothing();
  return { changed };
}
