import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { organizationRoles } from '../../../shared/rules/permissions.ts';
import { accounts } from './accounts.ts';
import { createdAtColumn, idColumn } from './columns.ts';
import { organizations } from './organizations.ts';

export const organizationMembers = pgTable(
  'organization_members',
  {
    id: idColumn(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role', { enum: organizationRoles }).notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    unique('organization_members_org_account_unique').on(table.organizationId, table.accountId),
    index('organization_members_account_idx').on(table.accountId),
    check('organization_members_role_check', sql`${table.role} in ('owner', 'admin', 'organizer')`),
  ],
);

export type OrganizationMemberRow = typeof organizationMembers.$inferSelect;
