import { boolean, index, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAtColumn, idColumn, timestampColumn } from './columns.ts';
import { events } from './events.ts';

/**
 * "Connect" from an attendee page: a request the target accepts or declines. One per pair and
 * direction, so asking again after a decline neither notifies again nor reveals the decline.
 */
export const connectionRequests = pgTable(
  'connection_requests',
  {
    id: idColumn(),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Where they met; kept on the connections an accepted request makes. */
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    answeredAt: timestampColumn('answered_at'),
    accepted: boolean('accepted'),
  },
  (table) => [
    unique('connection_requests_pair_unique').on(table.requesterId, table.targetId),
    index('connection_requests_target_idx').on(table.targetId),
  ],
);
