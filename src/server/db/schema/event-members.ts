import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';
import { events } from './events.ts';

/** A person's place in one event. The row id is the attendeeId the app passes around. */
export const eventMembers = pgTable(
  'event_members',
  {
    id: idColumn(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['attendee', 'speaker', 'exhibitor', 'staff', 'organizer'] })
      .notNull()
      .default('attendee'),
    /** Free text from the organizer (General, VIP, Student…); empty when not used. */
    ticketType: text('ticket_type').notNull().default(''),
    createdAt: createdAtColumn(),
    /** Role or ticket changed: door devices fetch the roster changes since a cursor. */
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    unique('event_members_event_account_unique').on(table.eventId, table.accountId),
    index('event_members_account_idx').on(table.accountId),
    check('event_members_role_check', sql`${table.role} in ('attendee', 'speaker', 'exhibitor', 'staff', 'organizer')`),
  ],
);

export type EventMemberRow = typeof eventMembers.$inferSelect;
