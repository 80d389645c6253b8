import { and, asc, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import type { organizationMemberSchema } from '#shared/contracts/organization.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { organizationInvitations } from '../../db/schema/organization-invitations.ts';
import { organizationMembers } from '../../db/schema/organization-members.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { toUnixSeconds } from '../clock.ts';
import { toOrganizationInvitationDto, type OrganizationInvitation } from './organization-invitation-dto.ts';

type OrganizationMember = z.infer<typeof organizationMemberSchema>;

/** Everyone in the organization by name, or just one account. */
export async function listOrganizationMembers(db: Db, organizationId: string, onlyAccountId?: string): Promise<OrganizationMember[]> {
  const rows = await db
    .select({ member: organizationMembers, account: accounts })
    .from(organizationMembers)
    .innerJoin(accounts, eq(accounts.id, organizationMembers.accountId))
    .where(and(eq(organizationMembers.organizationId, organizationId), onlyAccountId ? eq(organizationMembers.accountId, onlyAccountId) : undefined))
    .orderBy(asc(accounts.firstName), asc(accounts.lastName), asc(accounts.email));
  return rows.map(({ member, account }) => ({
    accountId: account.id,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    role: member.role,
    joinedAt: toUnixSeconds(member.createdAt),
  }));
}

/** Invitations still waiting for an answer (expired ones drop out). */
export async function listOpenOrganizationInvitations(db: Db, organizationId: string, now: Date): Promise<OrganizationInvitation[]> {
  const rows = await db
    .select({ invitation: organizationInvitations, organization: organizations })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
    .where(
      and(
        eq(organizationInvitations.organizationId, organizationId),
        eq(organizationInvitations.status, 'PENDING'),
        gt(organizationInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(organizationInvitations.email));
  return rows.map((row) => toOrganizationInvitationDto(row.invitation, row.organization, now));
}
