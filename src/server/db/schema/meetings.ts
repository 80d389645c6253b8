import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAtColumn, idColumn, timestampColumn, updatedAtColumn } from './columns.ts';
import { events } from './events.ts';

/**
 * A 1:1 meeting between two members of an event, from request to "we met". Pending, it holds the
 * times proposed and who proposed them (the other side answers); accepted, its time and place.
 * Accepted meetings are booked under the event's meeting_settings row lock (decision 0088).
 */
export const meetings = pgTable(
  'meetings',
  {
    id: idColumn(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['pending', 'accepted', 'declined', 'cancelled'] }).notNull().default('pending'),
    /** Slot starts, unix seconds. */
    proposedSlots: jsonb('proposed_slots').$type<number[]>().notNull(),
    proposedBy: uuid('proposed_by')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    declineReason: text('decline_reason').notNull().default(''),
    startsAt: timestampColumn('starts_at'),
    endsAt: timestampColumn('ends_at'),
    tableNumber: integer('table_number'),
    place: text('place').notNull().default(''),
    requesterMetAt: timestampColumn('requester_met_at'),
    recipientMetAt: timestampColumn('recipient_met_at'),
    /** The first sign it took place: a "We met" from either side or a connection scan between them. */
    heldAt: timestampColumn('held_at'),
    cancelledBy: uuid('cancelled_by').references(() => accounts.id, { onDelete: 'set null' }),
    remindedAt: timestampColumn('reminded_at'),
    /** The requester's device time when they asked: the daily limit counts by it (a queued request counts on its day). */
    requestedAt: timestampColumn('requested_at').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    check('meetings_state_check', sql`${table.state} in ('pending', 'accepted', 'declined', 'cancelled')`),
    check('meetings_two_people_check', sql`${table.requesterId} <> ${table.recipientId}`),
    check('meetings_accepted_time_check', sql`${table.state} <> 'accepted' or (${table.startsAt} is not null and ${table.endsAt} > ${table.startsAt})`),
    index('meetings_event_requester_idx').on(table.eventId, table.requesterId),
    index('meetings_event_recipient_idx').on(table.eventId, table.recipientId),
    index('meetings_accepted_starts_idx').on(table.eventId, table.startsAt).where(sql`${table.state} = 'accepted'`),
  ],
);

export type MeetingRow = typeof meetings.$inferSelect;
