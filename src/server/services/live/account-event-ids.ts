import { eq, inArray } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { events } from '../../db/schema/events.ts';
import { organizationMembers } from '../../db/schema/organization-members.ts';

/**
 * The events whose live messages an account's stream gets: those it is a member of, and those
 * of the organizations it belongs to (their people run the events and can open every page).
 */
export async function accountEventIds(db: Db, accountId: string): Promise<string[]> {
  const organizationIds = db
    .select({ id: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(eq(organizationMembers.accountId, accountId));
  const rows = await union(
    db.select({ id: eventMembers.eventId }).from(eventMembers).where(eq(eventMembers.accountId, accountId)),
    db.select({ id: events.id }).from(events).where(inArray(events.organizationId, organizationIds)),
  );
  return rows.map((row) => row.id);
}
