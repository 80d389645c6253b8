import type { FeatureFlagName } from '#shared/contracts/event.ts';
import type { Permission } from '#shared/rules/permissions.ts';
import type { EventRow } from '../../db/schema/events.ts';
import { DomainError } from '../domain-error.ts';
import type { AccessLoader } from './access-loader.ts';
import type { EventAccess } from './event-access.ts';
import type { OrganizationAccess } from './organization-access.ts';

export const eventNotFoundMessage = 'Event not found';
export const organizationNotFoundMessage = 'Organization not found';
export const featureOffMessage = 'This feature is turned off for this event';

export interface AccessContext {
  access: AccessLoader;
}

/**
 * The event when the viewer may see it. An unpublished event the viewer has no part in
 * answers NOT_FOUND with the same message as a missing one, so ids reveal nothing.
 */
export async function requireVisibleEvent(ctx: AccessContext, eventId: string): Promise<EventAccess> {
  const access = await ctx.access.event(eventId);
  if (!access?.visible) throw new DomainError('NOT_FOUND', eventNotFoundMessage);
  return access;
}

/** NOT_FOUND where the viewer cannot see the event; FORBIDDEN where they can see it but not do this. */
export async function requirePermission(ctx: AccessContext, eventId: string, permission: Permission): Promise<EventAccess> {
  const access = await requireVisibleEvent(ctx, eventId);
  if (!access.permissions.has(permission)) {
    throw new DomainError('FORBIDDEN', `You may not do this in this event (it needs ${permission})`);
  }
  return access;
}

/** A feature the organizer switched off is FORBIDDEN, whoever calls and however: off closes the API too, not only the page. */
export function requireFeature(event: Pick<EventRow, FeatureFlagName>, flag: FeatureFlagName): void {
  if (!event[flag]) throw new DomainError('FORBIDDEN', featureOffMessage, { reason: 'FEATURE_OFF' });
}

/** Organizations are public pages: only a missing one is NOT_FOUND. */
export async function requireOrganization(ctx: AccessContext, organizationId: string): Promise<OrganizationAccess> {
  const access = await ctx.access.organization(organizationId);
  if (!access) throw new DomainError('NOT_FOUND', organizationNotFoundMessage);
  return access;
}

export async function requireOrganizationPermission(
  ctx: AccessContext,
  organizationId: string,
  permission: Permission,
): Promise<OrganizationAccess> {
  const access = await requireOrganization(ctx, organizationId);
  if (!access.permissions.has(permission)) {
    throw new DomainError('FORBIDDEN', `You may not do this in this organization (it needs ${permission})`);
  }
  return access;
}
