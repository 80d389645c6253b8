import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { eventMemberRoles } from '../../../shared/rules/permissions.ts';
import { accounts } from './accounts.ts';
import { createdAtColumn, idColumn, timestampColumn, updatedAtColumn } from './columns.ts';
import { events } from './events.ts';
import { invitationStatuses } from './organization-invitations.ts';

/**
 * People invited to one event (one by one or from a CSV). One row per event and email,
 * so importing the same file twice finds every row and changes nothing. Only the join
 * link token's sha-256 is kept.
 */
export const eventInvitations = pgTable(
  'event_invitations',
  {
    id: idColumn(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role', { enum: eventMemberRoles }).notNull().default('attendee'),
    ticketType: text('ticket_type').notNull().default(''),
    status: text('status', { enum: invitationStatuses }).notNull().default('PENDING'),
    tokenHash: text('token_hash').notNull().unique('event_invitations_token_hash_unique'),
    invitedBy: uuid('invited_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    expiresAt: timestampColumn('expires_at').notNull(),
    acceptedAt: timestampColumn('accepted_at'),
  },
  (table) => [
    unique('event_invitations_event_email_unique').on(table.eventId, table.email),
    index('event_invitations_email_idx').on(table.email),
    check('event_invitations_role_check', sql`${table.role} in ('attendee', 'speaker', 'exhibitor', 'staff', 'organizer')`),
    check('event_invitations_status_check', sql`${table.status} in ('PENDING', 'ACCEPTED', 'DECLINED', 'EXPIRED')`),
  ],
);

export type EventInvitationRow = typeof eventInvitations.$inferSelect;
