import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAtColumn, idColumn, timestampColumn, updatedAtColumn } from './columns.ts';
import { events } from './events.ts';
import { programItems } from './program-items.ts';

export const questionStatusValues = ['pending', 'approved', 'hidden'] as const;

/**
 * A question asked in one session. Withdrawn questions stay as rows (withdrawn_at) so live
 * updates can tell every screen to drop them; lists skip them.
 */
export const questions = pgTable(
  'questions',
  {
    id: idColumn(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    programItemId: uuid('program_item_id')
      .notNull()
      .references(() => programItems.id, { onDelete: 'cascade' }),
    /** The asker, kept even when anonymous (for "mine", withdrawal and their own hidden view), never shown to others. */
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    status: text('status', { enum: questionStatusValues }).notNull().default('approved'),
    answeredAt: timestampColumn('answered_at'),
    pinned: boolean('pinned').notNull().default(false),
    /** Kept in step with question_votes in the same transaction, so ordering 500 questions reads no votes. */
    voteCount: integer('vote_count').notNull().default(0),
    withdrawnAt: timestampColumn('withdrawn_at'),
    /** Device clock when asked (queued offline, it may arrive much later). */
    askedAt: timestampColumn('asked_at').notNull(),
    createdAt: createdAtColumn(),
    /** Any change (votes included): live updates send what changed since their last run. */
    updatedAt: updatedAtColumn(),
    /** Asked, approved or hidden: live updates then carry the text, not only the counts. */
    contentAt: timestampColumn('content_at').notNull().defaultNow(),
  },
  (table) => [
    index('questions_program_item_idx').on(table.programItemId, table.updatedAt),
    index('questions_event_idx').on(table.eventId, table.createdAt),
    index('questions_account_idx').on(table.accountId),
    // One question is being answered at a time per session.
    uniqueIndex('questions_one_pinned_idx').on(table.programItemId).where(sql`${table.pinned}`),
    check('questions_status_check', sql`${table.status} in ('pending', 'approved', 'hidden')`),
  ],
);

export type QuestionRow = typeof questions.$inferSelect;
