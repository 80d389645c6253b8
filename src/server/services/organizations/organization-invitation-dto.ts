import type { z } from 'zod';
import type { InvitationStatus, organizationInvitationSchema } from '#shared/contracts/organization.ts';
import type { OrganizationInvitationRow } from '../../db/schema/organization-invitations.ts';
import type { OrganizationRow } from '../../db/schema/organizations.ts';
import { toUnixSeconds } from '../clock.ts';

export type OrganizationInvitation = z.infer<typeof organizationInvitationSchema>;

/** A PENDING invitation past its date reads as EXPIRED, whether or not a write has marked it yet. */
export function effectiveInvitationStatus(row: { status: InvitationStatus; expiresAt: Date }, now: Date): InvitationStatus {
  return row.status === 'PENDING' && row.expiresAt <= now ? 'EXPIRED' : row.status;
}

export function toOrganizationInvitationDto(row: OrganizationInvitationRow, organization: OrganizationRow, now: Date): OrganizationInvitation {
  return {
    id: row.id,
    organizationId: organization.id,
    organizationHandle: organization.handle,
    organizationName: organization.name,
    email: row.email,
    role: row.role,
    status: effectiveInvitationStatus(row, now),
    createdAt: toUnixSeconds(row.createdAt),
    expiresAt: toUnixSeconds(row.expiresAt),
  };
}
