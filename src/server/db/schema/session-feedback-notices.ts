import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns.ts';
import { events } from './events.ts';
import { programItems } from './program-items.ts';

/**
 * The "asked for feedback" marker of a session that ended: inserted in the same transaction as
 * its notifications, and its primary key is the claim, so however many instances run the job and
 * however often it restarts, each session's notifications go out once.
 */
export const sessionFeedbackNotices = pgTable('session_feedback_notices', {
  programItemId: uuid('program_item_id')
    .primaryKey()
    .references(() => programItems.id, { onDelete: 'cascade' }),
  eventId: uuid('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' }),
  /** How many people were notified. */
  recipients: integer('recipients').notNull().default(0),
  createdAt: createdAtColumn(),
});
