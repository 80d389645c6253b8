import { pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAtColumn } from './columns.ts';
import { events } from './events.ts';

/** Someone who may no longer ask the blocker for a meeting in this event (their open requests were declined). */
export const meetingBlocks = pgTable(
  'meeting_blocks',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ name: 'meeting_blocks_pk', columns: [table.eventId, table.blockerId, table.blockedId] })],
);
