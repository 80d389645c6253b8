import { pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { timestampColumn } from './columns.ts';
import { events } from './events.ts';

/** A suggested match the attendee dismissed; by account, so it stays dismissed if they rejoin. */
export const matchDismissals = pgTable(
  'match_dismissals',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    dismissedAccountId: uuid('dismissed_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    dismissedAt: timestampColumn('dismissed_at').notNull(),
  },
  (table) => [primaryKey({ name: 'match_dismissals_pk', columns: [table.accountId, table.eventId, table.dismissedAccountId] })],
);
