import { pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { timestampColumn } from './columns.ts';
import { events } from './events.ts';

/** Each reader's unread marker per event, on the server so it follows them from device to device. */
export const postReads = pgTable(
  'post_reads',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Updates published after this are unread. */
    seenUpTo: timestampColumn('seen_up_to').notNull(),
  },
  (table) => [primaryKey({ name: 'post_reads_pk', columns: [table.accountId, table.eventId] })],
);
