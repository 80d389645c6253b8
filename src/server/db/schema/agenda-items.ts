import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { timestampColumn } from './columns.ts';
import { events } from './events.ts';
import { programItems } from './program-items.ts';

/** A session in someone's personal agenda; a deleted session leaves every agenda with it. */
export const agendaItems = pgTable(
  'agenda_items',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    programItemId: uuid('program_item_id')
      .notNull()
      .references(() => programItems.id, { onDelete: 'cascade' }),
    /** When the attendee added it (device time, as queued in the outbox). */
    addedAt: timestampColumn('added_at').notNull(),
  },
  (table) => [
    primaryKey({ name: 'agenda_items_pk', columns: [table.accountId, table.eventId, table.programItemId] }),
    index('agenda_items_program_item_idx').on(table.programItemId),
  ],
);
