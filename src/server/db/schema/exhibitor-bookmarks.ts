import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAtColumn } from './columns.ts';
import { events } from './events.ts';
import { exhibitors } from './exhibitors.ts';

/** "To visit": one person's own list of stands; nobody else reads it. */
export const exhibitorBookmarks = pgTable(
  'exhibitor_bookmarks',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    exhibitorId: uuid('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ name: 'exhibitor_bookmarks_pk', columns: [table.accountId, table.exhibitorId] }), index('exhibitor_bookmarks_event_idx').on(table.eventId, table.accountId)],
);
