import { boolean, index, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { bingoCards } from './bingo-cards.ts';
import { bingoTiles } from './bingo-tiles.ts';
import { idColumn, timestampColumn } from './columns.ts';

/**
 * A tile an attendee filled by scanning another attendee. The two unique indexes are the game's
 * rules and what makes two phones of one person count once: a tile holds one person, and a
 * person fills at most one tile of someone's card.
 */
export const bingoFills = pgTable(
  'bingo_fills',
  {
    id: idColumn(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => bingoCards.id, { onDelete: 'cascade' }),
    tileId: uuid('tile_id')
      .notNull()
      .references(() => bingoTiles.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The device's time held to the believable window (services/check-in/effective-time.ts). */
    scannedAt: timestampColumn('scanned_at').notNull(),
    clockFlagged: boolean('clock_flagged').notNull(),
    confirmedAt: timestampColumn('confirmed_at').notNull(),
  },
  (table) => [
    uniqueIndex('bingo_fills_tile_idx').on(table.accountId, table.tileId),
    uniqueIndex('bingo_fills_person_idx').on(table.cardId, table.accountId, table.personId),
    index('bingo_fills_card_idx').on(table.cardId, table.confirmedAt),
  ],
);
