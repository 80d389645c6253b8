import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAtColumn, idColumn, timestampColumn, updatedAtColumn } from './columns.ts';
import { events } from './events.ts';

/**
 * One rating of the event as a whole per person. Anonymous rows keep the account (to edit the
 * rating and keep it one per person); no answer ever names it.
 */
export const eventFeedback = pgTable(
  'event_feedback',
  {
    id: idColumn(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    anonymous: boolean('anonymous').notNull().default(false),
    /** Device time of the rating: a rating sent late from an offline device never replaces a later one. */
    ratedAt: timestampColumn('rated_at').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    unique('event_feedback_event_account_unique').on(table.eventId, table.accountId),
    check('event_feedback_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);

export type EventFeedbackRow = typeof eventFeedback.$inferSelect;
