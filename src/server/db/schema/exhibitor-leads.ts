import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAtColumn, idColumn, timestampColumn, updatedAtColumn } from './columns.ts';
import { events } from './events.ts';
import { exhibitors } from './exhibitors.ts';

/**
 * An attendee whose personal code an exhibitor's staff scanned: one row per exhibitor and
 * attendee. It stores no copy of the attendee's profile: who they are is read when the lead is
 * shown, through their visibility, so a profile they hide later is hidden from leads too.
 */
export const exhibitorLeads = pgTable(
  'exhibitor_leads',
  {
    id: idColumn(),
    exhibitorId: uuid('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    attendeeAccountId: uuid('attendee_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    scannedBy: uuid('scanned_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** Device time of the first scan (the server's time is created_at). */
    scannedAt: timestampColumn('scanned_at').notNull(),
    note: text('note').notNull().default(''),
    rating: integer('rating'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    unique('exhibitor_leads_one_per_attendee').on(table.exhibitorId, table.attendeeAccountId),
    index('exhibitor_leads_attendee_idx').on(table.attendeeAccountId, table.eventId),
    check('exhibitor_leads_rating_check', sql`${table.rating} is null or ${table.rating} between 1 and 5`),
  ],
);
