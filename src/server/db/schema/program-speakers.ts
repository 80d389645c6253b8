import { index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { eventMembers } from './event-members.ts';
import { programItems } from './program-items.ts';

/** Who speaks in a programme item: event members (role speaker, usually), in billing order. */
export const programSpeakers = pgTable(
  'program_speakers',
  {
    programItemId: uuid('program_item_id')
      .notNull()
      .references(() => programItems.id, { onDelete: 'cascade' }),
    attendeeId: uuid('attendee_id')
      .notNull()
      .references(() => eventMembers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'program_speakers_pk', columns: [table.programItemId, table.attendeeId] }),
    index('program_speakers_attendee_idx').on(table.attendeeId),
  ],
);
