import { and, eq, inArray } from 'drizzle-orm';
import { eventMemberRoles, eventRoleGrants, organizationRoleGrants, organizationRoles } from '#shared/rules/permissions.ts';
import type { Db } from '../../db/client.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { events } from '../../db/schema/events.ts';
import { organizationMembers } from '../../db/schema/organization-members.ts';

// Read from the grants, so whoever permissions.ts lets run the games is who hears of completions.
const eventRoles = eventMemberRoles.filter((role) => eventRoleGrants[role].includes('Event::Game::Manage'));
const organizationRolesThatRun = organizationRoles.filter((role) => organizationRoleGrants[role].includes('Event::Game::Manage'));

/** Every account that may run the event's games (Event::Game::Manage). */
export async function gameManagerAccounts(db: Db, eventId: string): Promise<Set<string>> {
  const members = await db
    .select({ accountId: eventMembers.accountId })
    .from(eventMembers)
    .where(and(eq(eventMembers.eventId, eventId), inArray(eventMembers.role, eventRoles)));
  const organization = await db
    .select({ accountId: organizationMembers.accountId })
    .from(organizationMembers)
    .innerJoin(events, eq(events.organizationId, organizationMembers.organizationId))
    .where(and(eq(events.id, eventId), inArray(organizationMembers.role, organizationRolesThatRun)));
  return new Set([...members, ...organization].map((row) => row.accountId));
}
