import { boolean, pgTable, uuid } from 'drizzle-orm/pg-core';
import { updatedAtColumn } from './columns.ts';
import { events } from './events.ts';
import { programItems } from './program-items.ts';

/** A session's Q&A switches; a session without a row is open, without pre-approval. */
export const sessionQaSettings = pgTable('session_qa_settings', {
  programItemId: uuid('program_item_id')
    .primaryKey()
    .references(() => programItems.id, { onDelete: 'cascade' }),
  eventId: uuid('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' }),
  open: boolean('open').notNull().default(true),
  preApproval: boolean('pre_approval').notNull().default(false),
  updatedAt: updatedAtColumn(),
});
