import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizationRoles } from '../../../shared/rules/permissions.ts';
import { accounts } from './accounts.ts';
import { createdAtColumn, idColumn, timestampColumn, updatedAtColumn } from './columns.ts';
import { organizations } from './organizations.ts';

export const invitationStatuses = ['PENDING', 'ACCEPTED', 'DECLINED', 'EXPIRED'] as const;

/**
 * Invitation status. EXPIRED is also worked out on read (a PENDING row past
 * expiresAt), so no background job is needed to flip it. Only the token's sha-256 is kept.
 */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: idColumn(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: organizationRoles }).notNull(),
    status: text('status', { enum: invitationStatuses }).notNull().default('PENDING'),
    tokenHash: text('token_hash').notNull().unique('organization_invitations_token_hash_unique'),
    invitedBy: uuid('invited_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    expiresAt: timestampColumn('expires_at').notNull(),
    respondedAt: timestampColumn('responded_at'),
  },
  (table) => [
    // One open invitation per address: inviting again renews it instead of piling up links.
    uniqueIndex('organization_invitations_pending_unique')
      .on(table.organizationId, table.email)
      .where(sql`${table.status} = 'PENDING'`),
    index('organization_invitations_email_idx').on(table.email),
    check('organization_invitations_role_check', sql`${table.role} in ('owner', 'admin', 'organizer')`),
    check('organization_invitations_status_check', sql`${table.status} in ('PENDING', 'ACCEPTED', 'DECLINED', 'EXPIRED')`),
  ],
);

export type OrganizationInvitationRow = typeof organizationInvitations.$inferSelect;
