import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { DomainError } from '../domain-error.ts';
import { personNotFoundMessage } from './request-rules.ts';

// The page knows people by their attendeeId in an event (the directory, a match, an attendee's
// page); meetings are between accounts. These turn the one into the other within one event
// (decision 0092): an attendeeId of another event, or of no one, is nobody here.

/** The account of this attendee of the event; NOT_FOUND, as a hidden person is, when there is none. */
export async function accountOfAttendee(db: Db, eventId: string, attendeeId: string): Promise<string> {
  const [member] = await db
    .select({ accountId: eventMembers.accountId })
    .from(eventMembers)
    .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.id, attendeeId)))
    .limit(1);
  if (!member) throw new DomainError('NOT_FOUND', personNotFoundMessage);
  return member.accountId;
}

/** The accounts of these attendees of the event, in the order given; ids that are no one here are left out. */
export async function accountsOfAttendees(db: Db, eventId: string, attendeeIds: readonly string[]): Promise<Array<{ attendeeId: string; accountId: string }>> {
  if (attendeeIds.length === 0) return [];
  const rows = await db
    .select({ attendeeId: eventMembers.id, accountId: eventMembers.accountId })
    .from(eventMembers)
    .where(and(eq(eventMembers.eventId, eventId), inArray(eventMembers.id, [...attendeeIds])));
  const byId = new Map(rows.map((row) => [row.attendeeId, row.accountId]));
  return attendeeIds.flatMap((attendeeId) => {
    const accountId = byId.get(attendeeId);
    return accountId ? [{ attendeeId, accountId }] : [];
  });
}
