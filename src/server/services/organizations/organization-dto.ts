import type { Organization } from '#shared/contracts/organization.ts';
import type { OrganizationRole } from '#shared/rules/permissions.ts';
import type { OrganizationRow } from '../../db/schema/organizations.ts';

export function toOrganizationDto(row: OrganizationRow, myRole: OrganizationRole | null): Organization {
  return {
    id: row.id,
    handle: row.handle,
    name: row.name,
    description: row.description,
    logo: row.logoSrc ? { src: row.logoSrc } : null,
    myRole,
  };
}
