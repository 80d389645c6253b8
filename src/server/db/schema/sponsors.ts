import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';
import { events } from './events.ts';
import { sponsorTiers } from './sponsor-tiers.ts';

/** An event's sponsor, shown by tier. */
export const sponsors = pgTable(
  'sponsors',
  {
    id: idColumn(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The scale seed's free-text tier; the app files sponsors under `tier_id`. */
    tier: text('tier').notNull().default(''),
    tierId: uuid('tier_id').references(() => sponsorTiers.id, { onDelete: 'set null' }),
    website: text('website'),
    logoSrc: text('logo_src'),
    position: integer('position').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('sponsors_event_idx').on(table.eventId, table.position)],
);

export type SponsorRow = typeof sponsors.$inferSelect;
