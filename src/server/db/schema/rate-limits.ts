import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';

/** Fixed-window counters, kept in the database so any number of stateless instances share them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestampColumn('window_started_at').notNull(),
  count: integer('count').notNull(),
});
