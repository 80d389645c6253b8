import { inArray, or } from 'drizzle-orm';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import { eventMemberRoles, eventRoleGrants, organizationRoleGrants, organizationRoles } from '#shared/rules/permissions.ts';
import type { Db } from '../../db/client.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { organizationMembers } from '../../db/schema/organization-members.ts';
import { selectEventViews, toEventAccess } from '../access/event-access.ts';
import { toEventDto, type ThemeWarning } from '../events/event-dto.ts';
import { eventOrder } from '../events/event-order.ts';

// Derived from the grants, so "who manages" has one definition (rules/permissions.ts).
const managingEventRoles = eventMemberRoles.filter((role) => eventRoleGrants[role].includes('Event::Event::Update'));
const managingOrganizationRoles = organizationRoles.filter((role) => organizationRoleGrants[role].includes('Event::Event::Update'));

const listLimit = 500;

/** Every event the account may manage: as its organizer, or through the owning organization. */
export async function listManagedEvents(db: Db, accountId: string, now: Date, warn?: ThemeWarning): Promise<HallwayEvent[]> {
  const rows = await selectEventViews(db, accountId)
    .where(or(inArray(eventMembers.role, managingEventRoles), inArray(organizationMembers.role, managingOrganizationRoles)))
    .orderBy(...eventOrder('all', now))
    .limit(listLimit);
  return rows.map((row) => toEventDto(toEventAccess(row), warn));
}
