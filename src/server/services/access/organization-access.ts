import { and, eq, sql } from 'drizzle-orm';
import { permissionsFor, type OrganizationRole, type Permission } from '#shared/rules/permissions.ts';
import type { Db } from '../../db/client.ts';
import { organizationMembers } from '../../db/schema/organization-members.ts';
import { organizations, type OrganizationRow } from '../../db/schema/organizations.ts';

export interface OrganizationAccess {
  organization: OrganizationRow;
  /** The viewer's role, null for everyone outside the organization. */
  role: OrganizationRole | null;
  permissions: ReadonlySet<Permission>;
}

/** The viewer's standing in one organization (by id or handle), or null when it does not exist. */
export async function loadOrganizationAccess(
  db: Db,
  where: { id: string } | { handle: string },
  accountId: string | null,
): Promise<OrganizationAccess | null> {
  const [row] = await db
    .select({ organization: organizations, role: organizationMembers.role })
    .from(organizations)
    .leftJoin(
      organizationMembers,
      and(eq(organizationMembers.organizationId, organizations.id), accountId ? eq(organizationMembers.accountId, accountId) : sql`false`),
    )
    .where('id' in where ? eq(organizations.id, where.id) : eq(organizations.handle, where.handle))
    .limit(1);
  if (!row) return null;
  const role = row.role ?? null;
  return { organization: row.organization, role, permissions: permissionsFor({ organizationRole: role }) };
}
