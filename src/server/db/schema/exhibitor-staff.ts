import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAtColumn } from './columns.ts';
import { events } from './events.ts';
import { exhibitors } from './exhibitors.ts';

/**
 * An exhibitor's team: people with the exhibitor role in its event who edit its page and scan
 * leads for it. The event is kept beside it so "which exhibitors am I staff of here" is one index read.
 */
export const exhibitorStaff = pgTable(
  'exhibitor_staff',
  {
    exhibitorId: uuid('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ name: 'exhibitor_staff_pk', columns: [table.exhibitorId, table.accountId] }), index('exhibitor_staff_account_idx').on(table.accountId, table.eventId)],
);
