import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bingoCards } from './bingo-cards.ts';
import { idColumn } from './columns.ts';

/** One prompt of a card, with the rule a scanned person must fit (rules/bingo-tiles.ts). */
export const bingoTiles = pgTable(
  'bingo_tiles',
  {
    id: idColumn(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => bingoCards.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    prompt: text('prompt').notNull(),
    rule: text('rule', { enum: ['speaker', 'mentoring', 'interest', 'other-organization', 'anyone'] }).notNull(),
    tag: text('tag'),
  },
  (table) => [
    index('bingo_tiles_card_idx').on(table.cardId, table.position),
    check('bingo_tiles_rule_check', sql`${table.rule} in ('speaker', 'mentoring', 'interest', 'other-organization', 'anyone')`),
    check('bingo_tiles_tag_check', sql`(${table.rule} = 'interest') = (${table.tag} is not null)`),
  ],
);
