import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';
import { events } from './events.ts';

/** Tiers organizers name and order themselves (Platinum, Gold, Community…): lower position shows first. */
export const sponsorTiers = pgTable(
  'sponsor_tiers',
  {
    id: idColumn(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('sponsor_tiers_event_idx').on(table.eventId, table.position)],
);
