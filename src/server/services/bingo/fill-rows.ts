import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BingoBoard, BingoFill } from '#shared/contracts/bingo.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { bingoCompletions } from '../../db/schema/bingo-completions.ts';
import { bingoFills } from '../../db/schema/bingo-fills.ts';
import { bingoTiles } from '../../db/schema/bingo-tiles.ts';

const person = alias(accounts, 'person');
const player = alias(accounts, 'player');
const fullName = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) => sql<string>`trim(${table.firstName} || ' ' || ${table.lastName})`;

const fillColumns = {
  id: bingoFills.id,
  tileId: bingoFills.tileId,
  personId: bingoFills.personId,
  personName: fullName(person),
  scannedAt: bingoFills.scannedAt,
  clockFlagged: bingoFills.clockFlagged,
  confirmedAt: bingoFills.confirmedAt,
};

type FillRow = { id: string; tileId: string; personId: string; personName: string; scannedAt: Date; clockFlagged: boolean; confirmedAt: Date };
export const fillDto = (row: FillRow): BingoFill => ({ ...row, scannedAt: row.scannedAt.getTime(), confirmedAt: row.confirmedAt.getTime() });

/** One attendee's fills of a card. */
export async function loadMyFills(db: Db, cardId: string, accountId: string): Promise<BingoFill[]> {
  const rows = await db
    .select(fillColumns)
    .from(bingoFills)
    .innerJoin(person, eq(person.id, bingoFills.personId))
    .where(and(eq(bingoFills.cardId, cardId), eq(bingoFills.accountId, accountId)))
    .orderBy(asc(bingoFills.confirmedAt));
  return rows.map(fillDto);
}

export async function loadMyCompletions(db: Db, cardId: string, accountId: string) {
  const rows = await db
    .select({ kind: bingoCompletions.kind, completedAt: bingoCompletions.completedAt })
    .from(bingoCompletions)
    .where(and(eq(bingoCompletions.cardId, cardId), eq(bingoCompletions.accountId, accountId)))
    .orderBy(asc(bingoCompletions.completedAt));
  return rows.map((row) => ({ kind: row.kind, completedAt: row.completedAt.getTime() }));
}

/** Every completion of the card, first confirmed first (ties by account, so the order is stable). */
export async function loadCompletions(db: Db, cardId: string): Promise<BingoBoard['completions']> {
  const rows = await db
    .select({ accountId: bingoCompletions.accountId, name: fullName(player), kind: bingoCompletions.kind, completedAt: bingoCompletions.completedAt })
    .from(bingoCompletions)
    .innerJoin(player, eq(player.id, bingoCompletions.accountId))
    .where(eq(bingoCompletions.cardId, cardId))
    .orderBy(asc(bingoCompletions.completedAt), asc(bingoCompletions.accountId), asc(bingoCompletions.kind));
  return rows.map((row) => ({ ...row, completedAt: row.completedAt.getTime() }));
}

/** The latest fills of the card, for the console (newest first). */
export async function loadRecentFills(db: Db, cardId: string, limit = 200): Promise<BingoBoard['fills']> {
  const rows = await db
    .select({ ...fillColumns, accountId: bingoFills.accountId, name: fullName(player), prompt: bingoTiles.prompt })
    .from(bingoFills)
    .innerJoin(person, eq(person.id, bingoFills.personId))
    .innerJoin(player, eq(player.id, bingoFills.accountId))
    .innerJoin(bingoTiles, eq(bingoTiles.id, bingoFills.tileId))
    .where(eq(bingoFills.cardId, cardId))
    .orderBy(desc(bingoFills.confirmedAt), desc(bingoFills.id))
    .limit(limit);
  return rows.map((row) => ({ ...fillDto(row), accountId: row.accountId, name: row.name, prompt: row.prompt }));
}
