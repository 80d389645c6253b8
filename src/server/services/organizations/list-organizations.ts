import { and, asc, eq } from 'drizzle-orm';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import type { Organization } from '#shared/contracts/organization.ts';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema/events.ts';
import { organizationMembers } from '../../db/schema/organization-members.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { isVisibleToViewer, selectEventViews, toEventAccess } from '../access/event-access.ts';
import { toEventDto, type ThemeWarning } from '../events/event-dto.ts';
import { eventOrder } from '../events/event-order.ts';
import { toOrganizationDto } from './organization-dto.ts';

const eventListLimit = 500;

/** The organizations an account belongs to, by name. */
export async function listMyOrganizations(db: Db, accountId: string): Promise<Organization[]> {
  const rows = await db
    .select({ organization: organizations, role: organizationMembers.role })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.accountId, accountId))
    .orderBy(asc(organizations.name), asc(organizations.id));
  return rows.map((row) => toOrganizationDto(row.organization, row.role));
}

/**
 * The organization's public page: its published events for visitors, and every event for
 * its members (the same visibility rule as one event: published, or the viewer belongs).
 */
export async function listOrganizationEvents(
  db: Db,
  { organizationId, accountId, now, warn }: { organizationId: string; accountId: string | null; now: Date; warn?: ThemeWarning },
): Promise<HallwayEvent[]> {
  const rows = await selectEventViews(db, accountId)
    .where(and(eq(events.organizationId, organizationId), isVisibleToViewer))
    .orderBy(...eventOrder('all', now))
    .limit(eventListLimit);
  return rows.map((row) => toEventDto(toEventAccess(row), warn));
}
