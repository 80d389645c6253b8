import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/client.ts';
import { organizationMembers } from '#server/db/schema/organization-members.ts';
import { organizations } from '#server/db/schema/organizations.ts';
import type { OrganizationRole } from '#shared/rules/permissions.ts';

export function uniqueHandle(prefix = 'org'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

export async function insertOrganization(db: Db, overrides: Partial<typeof organizations.$inferInsert> = {}): Promise<{ id: string; handle: string }> {
  const handle = overrides.handle ?? uniqueHandle();
  const [row] = await db
    .insert(organizations)
    .values({ name: `Org ${handle}`, ...overrides, handle })
    .returning({ id: organizations.id, handle: organizations.handle });
  if (!row) throw new Error('insertOrganization: no row');
  return row;
}

export async function addOrganizationMember(db: Db, organizationId: string, accountId: string, role: OrganizationRole): Promise<void> {
  await db.insert(organizationMembers).values({ organizationId, accountId, role });
}
