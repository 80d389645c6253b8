import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';
import { events } from './events.ts';

/**
 * A session the organizer deleted: devices holding the schedule offline learn it from the
 * schedule delta (removedSessionIds). No foreign key to program_items: the row is gone.
 */
export const programItemRemovals = pgTable(
  'program_item_removals',
  {
    programItemId: uuid('program_item_id').primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    removedAt: timestampColumn('removed_at').notNull(),
  },
  (table) => [index('program_item_removals_event_idx').on(table.eventId, table.removedAt)],
);
