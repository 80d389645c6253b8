import { index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAtColumn, idColumn, timestampColumn, updatedAtColumn } from './columns.ts';
import { events } from './events.ts';

/**
 * One side of a connection: a scan makes two rows (one per person), so each side keeps its
 * own private note and may remove the other from its list alone.
 */
export const connections = pgTable(
  'connections',
  {
    id: idColumn(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    otherId: uuid('other_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    /** When the scan happened (device time). */
    connectedAt: timestampColumn('connected_at').notNull(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    unique('connections_owner_other_unique').on(table.ownerId, table.otherId),
    index('connections_owner_connected_idx').on(table.ownerId, table.connectedAt),
  ],
);

export type ConnectionRow = typeof connections.$inferSelect;
