import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { events } from '../../db/schema/events.ts';
import { organizationMembers } from '../../db/schema/organization-members.ts';
import { programItems } from '../../db/schema/program-items.ts';
import { programSpeakers } from '../../db/schema/program-speakers.ts';
import type { EventAccess } from '../access/event-access.ts';

/** The sessions of the event the viewer speaks in (their polls are theirs to run). */
export async function speakerProgramIds(db: Db, access: Pick<EventAccess, 'membership' | 'event'>): Promise<string[]> {
  if (!access.membership) return [];
  const rows = await db
    .select({ id: programSpeakers.programItemId })
    .from(programSpeakers)
    .innerJoin(programItems, eq(programItems.id, programSpeakers.programItemId))
    .where(and(eq(programSpeakers.attendeeId, access.membership.attendeeId), eq(programItems.eventId, access.event.id)));
  return rows.map((row) => row.id);
}

/** Organizers run every poll; a session's speakers run the polls linked to their session. */
export function mayManagePoll(access: Pick<EventAccess, 'permissions'>, speaks: readonly string[], programId: string | null): boolean {
  return access.permissions.has('Event::Poll::Manage') || (programId !== null && speaks.includes(programId));
}

/**
 * Every account that runs a poll: the event's organizers, its organization's people (each
 * organization role runs its events) and the linked session's speakers. The live results of a
 * poll that hides them from voters still go to these.
 */
export async function pollManagerAccounts(db: Db, eventId: string, programId: string | null): Promise<Set<string>> {
  const [organizers, organization, speakers] = await Promise.all([
    db.select({ accountId: eventMembers.accountId }).from(eventMembers).where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.role, 'organizer'))),
    db
      .select({ accountId: organizationMembers.accountId })
      .from(organizationMembers)
      .innerJoin(events, eq(events.organizationId, organizationMembers.organizationId))
      .where(and(eq(events.id, eventId), inArray(organizationMembers.role, ['owner', 'admin', 'organizer']))),
    programId
      ? db
          .select({ accountId: eventMembers.accountId })
          .from(programSpeakers)
          .innerJoin(eventMembers, eq(eventMembers.id, programSpeakers.attendeeId))
          .where(and(eq(programSpeakers.programItemId, programId), eq(eventMembers.eventId, eventId)))
      : Promise.resolve([]),
  ]);
  return new Set([...organizers, ...organization, ...speakers].map((row) => row.accountId));
}
