import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAtColumn, idColumn, timestampColumn, updatedAtColumn } from './columns.ts';
import { events } from './events.ts';
import { programItems } from './program-items.ts';

/** One rating per person per session; anonymous as in event_feedback. */
export const sessionFeedback = pgTable(
  'session_feedback',
  {
    id: idColumn(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    programItemId: uuid('program_item_id')
      .notNull()
      .references(() => programItems.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    anonymous: boolean('anonymous').notNull().default(false),
    ratedAt: timestampColumn('rated_at').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    unique('session_feedback_program_account_unique').on(table.programItemId, table.accountId),
    index('session_feedback_event_account_idx').on(table.eventId, table.accountId),
    check('session_feedback_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);

export type SessionFeedbackRow = typeof sessionFeedback.$inferSelect;
