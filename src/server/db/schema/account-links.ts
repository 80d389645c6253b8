import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAtColumn, idColumn } from './columns.ts';

/** An account's links (label defaults to empty). */
export const accountLinks = pgTable(
  'account_links',
  {
    id: idColumn(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default(''),
    url: text('url').notNull(),
    iconSrc: text('icon_src'),
    type: text('type').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (table) => [index('account_links_account_idx').on(table.accountId, table.position)],
);
