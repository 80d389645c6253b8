import { and, count, eq } from 'drizzle-orm';
import type { OrganizationRole } from '#shared/rules/permissions.ts';
import type { Db } from '../../db/client.ts';
import { organizationMembers, type OrganizationMemberRow } from '../../db/schema/organization-members.ts';
import { organizations } from '../../db/schema/organizations.ts';
import type { ServerDeps } from '../../deps.ts';
import type { OrganizationAccess } from '../access/organization-access.ts';
import { DomainError } from '../domain-error.ts';

const lastOwnerMessage = 'An organization needs at least one owner. Make someone else an owner first.';
const memberNotFoundMessage = 'This person is not a member of the organization';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs a membership change with the organization row locked, so two owners stepping down
 * at the same moment cannot both pass the "another owner remains" check.
 */
async function withOrganizationLocked<T>(db: Db, organizationId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId)).for('update');
    return work(tx);
  });
}

async function findMember(tx: Tx, organizationId: string, accountId: string): Promise<OrganizationMemberRow> {
  const [member] = await tx
    .select()
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.accountId, accountId)))
    .limit(1);
  if (!member) throw new DomainError('NOT_FOUND', memberNotFoundMessage);
  return member;
}

async function assertAnotherOwner(tx: Tx, organizationId: string): Promise<void> {
  const [row] = await tx
    .select({ owners: count() })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.role, 'owner')));
  if ((row?.owners ?? 0) <= 1) throw new DomainError('PRECONDITION_FAILED', lastOwnerMessage);
}

/** Owners only (the caller checked Organization::Member::UpdateRole); the last owner stays an owner. */
export async function changeOrganizationRole(
  deps: Pick<ServerDeps, 'db'>,
  organizationId: string,
  accountId: string,
  role: OrganizationRole,
): Promise<OrganizationMemberRow> {
  return withOrganizationLocked(deps.db, organizationId, async (tx) => {
    const member = await findMember(tx, organizationId, accountId);
    if (member.role === role) return member;
    if (member.role === 'owner') await assertAnotherOwner(tx, organizationId);
    const [updated] = await tx.update(organizationMembers).set({ role }).where(eq(organizationMembers.id, member.id)).returning();
    if (!updated) throw new Error('Member update returned no row');
    return updated;
  });
}

/**
 * Removes a member, or the caller themself (leaving). Removing someone else needs
 * Organization::Member::Remove, and only owners remove owners; leaving needs RemoveOwn.
 * Either way the last owner cannot go.
 */
export async function removeOrganizationMember(
  deps: Pick<ServerDeps, 'db'>,
  { access, actorId, accountId }: { access: OrganizationAccess; actorId: string; accountId: string },
): Promise<void> {
  const leaving = actorId === accountId;
  const needed = leaving ? 'Organization::Member::RemoveOwn' : 'Organization::Member::Remove';
  if (!access.permissions.has(needed)) {
    const message = leaving ? 'You are not a member of this organization' : `You may not do this in this organization (it needs ${needed})`;
    throw new DomainError('FORBIDDEN', message);
  }
  const organizationId = access.organization.id;
  await withOrganizationLocked(deps.db, organizationId, async (tx) => {
    const member = await findMember(tx, organizationId, accountId);
    if (member.role === 'owner' && !leaving && access.role !== 'owner') {
      throw new DomainError('FORBIDDEN', 'Only owners can remove owners');
    }
    if (member.role === 'owner') await assertAnotherOwner(tx, organizationId);
    await tx.delete(organizationMembers).where(eq(organizationMembers.id, member.id));
  });
}
