import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';
import { events } from './events.ts';

/** An event's networking bingo card (one per event); its tiles are bingo_tiles. */
export const bingoCards = pgTable(
  'bingo_cards',
  {
    id: idColumn(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    size: integer('size').notNull(),
    paused: boolean('paused').notNull().default(false),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [uniqueIndex('bingo_cards_event_idx').on(table.eventId), check('bingo_cards_size_check', sql`${table.size} in (3, 4, 5)`)],
);
