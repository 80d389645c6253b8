import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { timestampColumn } from './columns.ts';
import { events } from './events.ts';

/** When a member left or was removed: door devices learn it from roster changes since a cursor. */
export const eventMemberRemovals = pgTable(
  'event_member_removals',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    removedAt: timestampColumn('removed_at').notNull(),
    /** The membership row that was removed: attendee lists drop it by this id (null in rows written before attendee lists kept it). */
    attendeeId: uuid('attendee_id'),
  },
  (table) => [
    primaryKey({ name: 'event_member_removals_pk', columns: [table.eventId, table.accountId] }),
    index('event_member_removals_event_idx').on(table.eventId, table.removedAt),
  ],
);
