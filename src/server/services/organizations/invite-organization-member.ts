import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { inviteOrganizationMemberInput } from '#shared/contracts/organization.ts';
import type { AccountRow } from '../../db/schema/accounts.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { organizationInvitations } from '../../db/schema/organization-invitations.ts';
import { organizationMembers } from '../../db/schema/organization-members.ts';
import type { ServerDeps } from '../../deps.ts';
import type { OrganizationAccess } from '../access/organization-access.ts';
import { createOpaqueToken, hashToken } from '../auth/opaque-token.ts';
import { addSeconds } from '../clock.ts';
import { DomainError } from '../domain-error.ts';
import type { MailMessage } from '../mail.ts';
import { buildOrganizationInvitationMail } from '../mail-templates/organization-invitation-mail.ts';
import { toOrganizationInvitationDto, type OrganizationInvitation } from './organization-invitation-dto.ts';

const organizationInvitationDays = 14;

/**
 * Invites an email address into the organization, or renews the open invitation to it
 * (new link, new role, fourteen more days: the old link stops working). Only owners may
 * invite owners, so an admin cannot promote a second address of their own.
 */
export async function inviteOrganizationMember(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'env' | 'publicUrl'>,
  { access, inviter, input }: { access: OrganizationAccess; inviter: AccountRow; input: z.output<typeof inviteOrganizationMemberInput> },
): Promise<{ invitation: OrganizationInvitation; mail: MailMessage }> {
  const { organization } = access;
  if (input.role === 'owner' && access.role !== 'owner') {
    throw new DomainError('FORBIDDEN', 'Only owners can invite owners');
  }
  const [member] = await deps.db
    .select({ id: organizationMembers.id })
    .from(organizationMembers)
    .innerJoin(accounts, eq(accounts.id, organizationMembers.accountId))
    .where(and(eq(organizationMembers.organizationId, organization.id), eq(accounts.email, input.email)))
    .limit(1);
  if (member) throw new DomainError('CONFLICT', `${input.email} is already a member of ${organization.name}`);

  const token = createOpaqueToken();
  const now = deps.clock.now();
  const expiresAt = addSeconds(now, organizationInvitationDays * 86_400);
  const [row] = await deps.db
    .insert(organizationInvitations)
    .values({ organizationId: organization.id, email: input.email, role: input.role, tokenHash: hashToken(token), invitedBy: inviter.id, createdAt: now, updatedAt: now, expiresAt })
    .onConflictDoUpdate({
      target: [organizationInvitations.organizationId, organizationInvitations.email],
      targetWhere: sql`${organizationInvitations.status} = 'PENDING'`,
      set: { role: input.role, tokenHash: hashToken(token), invitedBy: inviter.id, createdAt: now, updatedAt: now, expiresAt },
    })
    .returning();
  if (!row) throw new Error('Invitation upsert returned no row');
  const invitationUrl = `${deps.publicUrl()}/org/${encodeURIComponent(organization.handle)}?invitation=${encodeURIComponent(token)}`;
  const mail = buildOrganizationInvitationMail({
    to: input.email,
    inviterName: `${inviter.firstName} ${inviter.lastName}`.trim(),
    organizationName: organization.name,
    role: input.role,
    brand: deps.env.BRAND_NAME,
    invitationUrl,
    validDays: organizationInvitationDays,
  });
  return { invitation: toOrganizationInvitationDto(row, organization, now), mail };
}
