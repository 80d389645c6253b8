import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAtColumn } from './columns.ts';
import { events } from './events.ts';

/**
 * The private calendar feed of one person's agenda in one event. The token is the whole
 * credential (calendar apps send no cookie); it is shown back to its owner, so it is stored
 * as is: 32 random bytes, found through the unique index.
 */
export const agendaFeeds = pgTable(
  'agenda_feeds',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique('agenda_feeds_token_unique'),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ name: 'agenda_feeds_pk', columns: [table.accountId, table.eventId] })],
);
