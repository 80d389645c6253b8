import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { timestampColumn } from './columns.ts';
import { polls } from './polls.ts';

/**
 * One row per person who voted in a poll: what keeps it to one vote each. In a named poll it holds
 * the choice (organizers may see who voted what); in an anonymous poll only `commitment`, a hash of
 * the choice with a secret that never leaves the voter's device, so nobody, database dump
 * included, can tell what a person chose, and only that device can change it.
 */
export const pollVotes = pgTable(
  'poll_votes',
  {
    pollId: uuid('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    optionIds: uuid('option_ids').array(),
    commitment: text('commitment'),
    votedAt: timestampColumn('voted_at').notNull(),
  },
  (table) => [
    primaryKey({ name: 'poll_votes_pk', columns: [table.pollId, table.accountId] }),
    index('poll_votes_account_idx').on(table.accountId),
    check('poll_votes_one_kind_check', sql`(${table.optionIds} is null) <> (${table.commitment} is null)`),
  ],
);
