import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { events } from './events.ts';

export const leaderboardVisibilities = ['named', 'anonymous', 'hidden'] as const;

/** How one person appears on an event's activities leaderboard; no row: by name. */
export const activityPlayers = pgTable(
  'activity_players',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    leaderboard: text('leaderboard', { enum: leaderboardVisibilities }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'activity_players_pk', columns: [table.eventId, table.accountId] }),
    check('activity_players_leaderboard_check', sql`${table.leaderboard} in ('named', 'anonymous', 'hidden')`),
  ],
);
