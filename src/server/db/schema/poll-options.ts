import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from './columns.ts';
import { polls } from './polls.ts';

/**
 * A poll's options, made with the poll and never changed after (so the poll's own triggers cover
 * the feed). `votes` is the running count, moved in the same transaction as each vote: results
 * are one small read however many voted, and anonymous polls keep no choice beside a person.
 */
export const pollOptions = pgTable(
  'poll_options',
  {
    id: idColumn(),
    pollId: uuid('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    votes: integer('votes').notNull().default(0),
  },
  (table) => [index('poll_options_poll_idx').on(table.pollId, table.position)],
);
