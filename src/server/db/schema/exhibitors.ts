import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';
import { events } from './events.ts';

/** A link an exhibitor shows on its page (site, jobs, a demo video). */
export interface ExhibitorLink {
  label: string;
  url: string;
}

/** One stand at an event: what attendees browse offline, and what its own team edits. */
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
    /** Kept for rows the scale seed wrote; the app edits `links`. */
    website: text('website'),
    logoSrc: text('logo_src'),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    links: jsonb('links').$type<ExhibitorLink[]>().notNull().default(sql`'[]'::jsonb`),
    position: integer('position').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('exhibitors_event_idx').on(table.eventId, table.position)],
);

export type ExhibitorRow = typeof exhibitors.$inferSelect;
