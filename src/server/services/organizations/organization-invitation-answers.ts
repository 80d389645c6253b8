import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AccountRow } from '../../db/schema/accounts.ts';
import { organizationInvitations, type OrganizationInvitationRow } from '../../db/schema/organization-invitations.ts';
import { organizationMembers } from '../../db/schema/organization-members.ts';
import { organizations, type OrganizationRow } from '../../db/schema/organizations.ts';
import type { ServerDeps } from '../../deps.ts';
import { hashToken } from '../auth/opaque-token.ts';
import { DomainError } from '../domain-error.ts';
import { effectiveInvitationStatus, toOrganizationInvitationDto, type OrganizationInvitation } from './organization-invitation-dto.ts';

const invalidInvitationMessage = 'This invitation link is not valid. Ask for a new one.';

interface FoundInvitation {
  invitation: OrganizationInvitationRow;
  organization: OrganizationRow;
}

async function findByToken(db: Db, token: string): Promise<FoundInvitation> {
  const [found] = await db
    .select({ invitation: organizationInvitations, organization: organizations })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
    .where(eq(organizationInvitations.tokenHash, hashToken(token)))
    .limit(1);
  if (!found) throw new DomainError('NOT_FOUND', invalidInvitationMessage);
  return found;
}

/** Whoever holds the link may read it (it was mailed to them), signed in or not. */
export async function readInvitationByToken(deps: Pick<ServerDeps, 'db' | 'clock'>, token: string): Promise<OrganizationInvitation> {
  const { invitation, organization } = await findByToken(deps.db, token);
  return toOrganizationInvitationDto(invitation, organization, deps.clock.now());
}

/** Answers need the invited account: the signed-in email must be the invited one. */
async function findAnswerable(deps: Pick<ServerDeps, 'db' | 'clock'>, account: AccountRow, token: string): Promise<FoundInvitation> {
  const found = await findByToken(deps.db, token);
  if (found.invitation.email !== account.email) {
    throw new DomainError('FORBIDDEN', `This invitation was sent to ${found.invitation.email}. Sign in with that email address to answer it.`);
  }
  return found;
}

async function isMember(db: Db, organizationId: string, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organizationMembers.id })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.accountId, accountId)))
    .limit(1);
  return row !== undefined;
}

function refuseClosed(status: string): never {
  const reason = status === 'EXPIRED' ? 'has expired' : status === 'DECLINED' ? 'was declined' : 'was already answered';
  throw new DomainError('PRECONDITION_FAILED', `This invitation ${reason}. Ask for a new one.`);
}

/**
 * Joins the organization with the invited role. Accepting twice is fine; an account that
 * became a member in the meantime keeps the role it has. A link works once: after the
 * member leaves or is removed it opens nothing.
 */
export async function acceptOrganizationInvitation(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  account: AccountRow,
  token: string,
): Promise<OrganizationRow> {
  const { invitation, organization } = await findAnswerable(deps, account, token);
  const now = deps.clock.now();
  const status = effectiveInvitationStatus(invitation, now);
  if (status !== 'PENDING') {
    // Accepting again is fine while still a member; a member removed since cannot walk back in with the old link.
    if (status === 'ACCEPTED' && (await isMember(deps.db, organization.id, account.id))) return organization;
    refuseClosed(status);
  }
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(organizationMembers)
      .values({ organizationId: organization.id, accountId: account.id, role: invitation.role, createdAt: now })
      .onConflictDoNothing({ target: [organizationMembers.organizationId, organizationMembers.accountId] });
    await tx
      .update(organizationInvitations)
      .set({ status: 'ACCEPTED', respondedAt: now, updatedAt: now })
      .where(eq(organizationInvitations.id, invitation.id));
  });
  return organization;
}

/** Declining twice is fine; an accepted or expired invitation cannot be declined any more. */
export async function declineOrganizationInvitation(deps: Pick<ServerDeps, 'db' | 'clock'>, account: AccountRow, token: string): Promise<void> {
  const { invitation } = await findAnswerable(deps, account, token);
  const now = deps.clock.now();
  const status = effectiveInvitationStatus(invitation, now);
  if (status === 'DECLINED') return;
  if (status !== 'PENDING') refuseClosed(status);
  await deps.db
    .update(organizationInvitations)
    .set({ status: 'DECLINED', respondedAt: now, updatedAt: now })
    .where(eq(organizationInvitations.id, invitation.id));
}

/** Open invitations addressed to the account's email, by organization name. */
export async function listMyOrganizationInvitations(db: Db, account: AccountRow, now: Date): Promise<OrganizationInvitation[]> {
  const rows = await db
    .select({ invitation: organizationInvitations, organization: organizations })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
    .where(
      and(
        eq(organizationInvitations.email, account.email),
        eq(organizationInvitations.status, 'PENDING'),
        gt(organizationInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(organizations.name));
  return rows.map((row) => toOrganizationInvitationDto(row.invitation, row.organization, now));
}
