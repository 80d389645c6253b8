import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';
import { events } from './events.ts';

/** Minimal for now (the scale seed fills it); the exhibitors feature adds what its screen needs. */
export const exhibitors = pgTable(
  'exhibitors',
  {
    id: idColumn(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    booth: text('booth').notNull().default(''),
    website: text('website'),
    logoSrc: text('logo_src'),
    position: integer('position').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('exhibitors_event_idx').on(table.eventId, table.position)],
);
