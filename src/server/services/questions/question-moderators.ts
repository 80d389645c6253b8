import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { events } from '../../db/schema/events.ts';
import { organizationMembers } from '../../db/schema/organization-members.ts';
import { programSpeakers } from '../../db/schema/program-speakers.ts';

/**
 * Accounts that moderate one session: its speakers, the event's organizers and its organization's
 * people (every organization role runs the organization's events). Live updates send them the
 * waiting and hidden questions nobody else receives.
 */
export async function sessionModeratorIds(db: Db, eventId: string, programId: string): Promise<Set<string>> {
  const [speakers, organizers, organization] = await Promise.all([
    db
      .select({ accountId: eventMembers.accountId })
      .from(programSpeakers)
      .innerJoin(eventMembers, eq(eventMembers.id, programSpeakers.attendeeId))
      .where(eq(programSpeakers.programItemId, programId)),
    db
      .select({ accountId: eventMembers.accountId })
      .from(eventMembers)
      .where(and(eq(eventMembers.eventId, eventId), inArray(eventMembers.role, ['organizer']))),
    db
      .select({ accountId: organizationMembers.accountId })
      .from(events)
      .innerJoin(organizationMembers, eq(organizationMembers.organizationId, events.organizationId))
      .where(eq(events.id, eventId)),
  ]);
  return new Set([...speakers, ...organizers, ...organization].map((row) => row.accountId));
}
