import type { OrganizationRole } from '#shared/rules/permissions.ts';
import { organizationRoles } from '#shared/rules/permissions.ts';

export const organizationRoleOrder: readonly OrganizationRole[] = organizationRoles;

export const organizationRoleCopy: Record<OrganizationRole, { name: string; description: string }> = {
  owner: { name: 'Owner', description: 'Everything, including who is an owner.' },
  admin: { name: 'Admin', description: 'Edits the organization, invites and removes members, runs every event.' },
  organizer: { name: 'Organizer', description: 'Creates and runs the organization’s events.' },
};
