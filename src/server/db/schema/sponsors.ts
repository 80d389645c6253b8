import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';
import { events } from './events.ts';

/** Minimal for now (the scale seed fills it); the sponsors feature adds what its screen needs. */
export const sponsors = pgTable(
  'sponsors',
  {
    id: idColumn(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Free text such as platinum / gold / silver / bronze / community: organizers name their own tiers. */
    tier: text('tier').notNull().default(''),
    website: text('website'),
    logoSrc: text('logo_src'),
    position: integer('position').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('sponsors_event_idx').on(table.eventId, table.position)],
);
