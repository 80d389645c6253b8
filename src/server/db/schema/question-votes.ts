import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAtColumn } from './columns.ts';
import { questions } from './questions.ts';

/** One upvote per person per question: the primary key is the rule. */
export const questionVotes = pgTable(
  'question_votes',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ name: 'question_votes_pk', columns: [table.questionId, table.accountId] }),
    index('question_votes_account_idx').on(table.accountId),
  ],
);
