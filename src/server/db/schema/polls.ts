import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAtColumn, idColumn, timestampColumn, updatedAtColumn } from './columns.ts';
import { events } from './events.ts';
import { programItems } from './program-items.ts';

/**
 * A poll of an event, optionally tied to one programme item. Votes never write this row: its
 * triggers bump the shared 'polls' feed, which must change only when a definition does.
 */
export const polls = pgTable(
  'polls',
  {
    id: idColumn(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    programItemId: uuid('program_item_id').references(() => programItems.id, { onDelete: 'set null' }),
    question: text('question').notNull(),
    kind: text('kind', { enum: ['single', 'multiple'] }).notNull(),
    state: text('state', { enum: ['open', 'closed', 'scheduled'] }).notNull(),
    opensAt: timestampColumn('opens_at'),
    /** Optional: the poll closes by itself then (votes from that second on are refused); the opener job writes the close. */
    closesAt: timestampColumn('closes_at'),
    resultsVisibility: text('results_visibility', { enum: ['live', 'afterVoting', 'afterClose'] }).notNull(),
    anonymous: boolean('anonymous').notNull(),
    /**
     * Counts the changes a vote relies on (options, single or multiple choice, anonymity). A vote
     * names the revision its voter saw and is refused when it is no longer this one.
     */
    revision: integer('revision').notNull().default(0),
    /**
     * The revision members could first see, set once the poll leaves "scheduled" (a trigger,
     * migration 0023) or is edited after its opening time; null while only those who run it can.
     * Anonymity never changes after. A queued vote from before votes named revisions is taken only
     * while this is still the revision: otherwise what its voter saw cannot be known.
     */
    shownRevision: integer('shown_revision'),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    check('polls_kind_check', sql`${table.kind} in ('single', 'multiple')`),
    check('polls_state_check', sql`${table.state} in ('open', 'closed', 'scheduled')`),
    check('polls_results_visibility_check', sql`${table.resultsVisibility} in ('live', 'afterVoting', 'afterClose')`),
    check('polls_scheduled_time_check', sql`${table.state} <> 'scheduled' or ${table.opensAt} is not null`),
    index('polls_event_idx').on(table.eventId, table.createdAt),
    index('polls_program_item_idx').on(table.programItemId),
    // What the opener job looks for every few seconds: polls due to open, and open polls due to close.
    index('polls_due_open_idx').on(table.opensAt).where(sql`${table.state} = 'scheduled'`),
    index('polls_due_close_idx').on(table.closesAt).where(sql`${table.state} <> 'closed' and ${table.closesAt} is not null`),
  ],
);

export type PollRow = typeof polls.$inferSelect;
