import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestampColumn, updatedAtColumn } from './columns.ts';
import { events } from './events.ts';

export const programItems = pgTable(
  'program_items',
  {
    id: idColumn(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    room: text('room').notNull().default(''),
    track: text('track').notNull().default(''),
    startsAt: timestampColumn('starts_at').notNull(),
    endsAt: timestampColumn('ends_at').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('program_items_event_start_idx').on(table.eventId, table.startsAt)],
);

export type ProgramItemRow = typeof programItems.$inferSelect;

/** What a person (or the seed) says about a session, as written: the import plan and the seed both build these. */
export type ProgramItemContent = Pick<ProgramItemRow, 'title' | 'description' | 'room' | 'track' | 'startsAt' | 'endsAt'>;
