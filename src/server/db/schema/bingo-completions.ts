import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { bingoCards } from './bingo-cards.ts';
import { timestampColumn } from './columns.ts';

/** An attendee's first line and full card, at the server time the completing fill was accepted. */
export const bingoCompletions = pgTable(
  'bingo_completions',
  {
    cardId: uuid('card_id')
      .notNull()
      .references(() => bingoCards.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['line', 'card'] }).notNull(),
    completedAt: timestampColumn('completed_at').notNull(),
  },
  (table) => [
    primaryKey({ name: 'bingo_completions_pk', columns: [table.cardId, table.accountId, table.kind] }),
    index('bingo_completions_card_idx').on(table.cardId, table.completedAt),
    check('bingo_completions_kind_check', sql`${table.kind} in ('line', 'card')`),
  ],
);
