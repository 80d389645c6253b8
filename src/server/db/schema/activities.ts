import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAtColumn, idColumn, timestampColumn, updatedAtColumn } from './columns.ts';
import { events } from './events.ts';

/**
 * Something to do at a venue that earns points when its printed code is scanned. The code is
 * signed from (event, activity, window), so moving the window means printing the card again.
 */
export const activities = pgTable(
  'activities',
  {
    id: idColumn(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    points: integer('points').notNull(),
    startsAt: timestampColumn('starts_at').notNull(),
    endsAt: timestampColumn('ends_at').notNull(),
    /** How many times one person may earn it: 1 = once. */
    perPersonLimit: integer('per_person_limit').notNull().default(1),
    pictureSrc: text('picture_src'),
    paused: boolean('paused').notNull().default(false),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    check('activities_points_check', sql`${table.points} between 1 and 10000`),
    check('activities_limit_check', sql`${table.perPersonLimit} between 1 and 100`),
    check('activities_window_check', sql`${table.endsAt} > ${table.startsAt}`),
    index('activities_event_idx').on(table.eventId, table.startsAt),
  ],
);

export type ActivityRow = typeof activities.$inferSelect;
