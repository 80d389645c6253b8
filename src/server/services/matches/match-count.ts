import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { matchCountResult } from '#shared/contracts/attendees.ts';
import type { Db } from '../../db/client.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { events } from '../../db/schema/events.ts';
import { listMatches } from './list-matches.ts';

type MatchCount = z.infer<typeof matchCountResult>;
const noActiveAttendeeMessage = 'No active attendee';

const refused = (message: string): MatchCount => ({ success: false, error: { message } });

/**
 * The matches badge: {attendeeId} is the caller's own membership (event_members.id). It always
 * answers the envelope, never an error, so the badge simply hides on success: false: an empty
 * id (no active attendee), somebody else's membership or an unknown one, or the attendee list
 * switched off. The count is what matches.list shows (capped like it).
 */
export async function matchCount(db: Db, { attendeeId, viewerAccountId }: { attendeeId: string; viewerAccountId: string }): Promise<MatchCount> {
  if (attendeeId === '') return refused(noActiveAttendeeMessage);
  const [membership] = await db
    .select({ eventId: eventMembers.eventId, enabled: events.enableAttendeeList })
    .from(eventMembers)
    .innerJoin(events, eq(events.id, eventMembers.eventId))
    .where(and(eq(eventMembers.id, attendeeId), eq(eventMembers.accountId, viewerAccountId)))
    .limit(1);
  if (!membership) return refused('Attendee not found');
  if (!membership.enabled) return refused('The attendee list is turned off for this event');
  const matches = await listMatches(db, { eventId: membership.eventId, viewerAccountId });
  return { success: true, data: { count: matches.length } };
}
