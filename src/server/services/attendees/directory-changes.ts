import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { Directory } from '#shared/contracts/attendees.ts';
import type { Db } from '../../db/client.ts';
import { eventMemberRemovals } from '../../db/schema/event-member-removals.ts';
import { cursorOverlapMs } from '../check-in/roster-changes.ts';
import { loadMembers } from './load-members.ts';
import { isVisibleTo } from './profile-visibility.ts';

/**
 * The attendee directory for a device: everyone the viewer may see, or (with a cursor) those
 * who changed since it. A member who changed but may not be seen now (hid their profile, or a
 * 'connections'-only member the viewer is not connected with) goes to removedAttendeeIds with
 * everyone who left: the device drops them. Only ids ever leave for hidden people.
 */
export async function directoryChanges(db: Db, { eventId, viewerAccountId, sinceMs, now }: { eventId: string; viewerAccountId: string; sinceMs: number | undefined; now: Date }): Promise<Directory> {
  const cursor = now.getTime();
  if (sinceMs === undefined) {
    const members = await loadMembers(db, eventId, viewerAccountId);
    return { eventId, people: members.filter((member) => isVisibleTo(member, viewerAccountId)).map((member) => member.person), removedAttendeeIds: [], full: true, cursor };
  }
  const since = new Date(Math.max(0, sinceMs - cursorOverlapMs));
  const [members, removals] = await Promise.all([
    loadMembers(db, eventId, viewerAccountId, { since }),
    db
      .select({ attendeeId: eventMemberRemovals.attendeeId })
      .from(eventMemberRemovals)
      .where(and(eq(eventMemberRemovals.eventId, eventId), gt(eventMemberRemovals.removedAt, since), isNotNull(eventMemberRemovals.attendeeId))),
  ]);
  const people = [];
  const removedAttendeeIds = new Set(removals.flatMap((row) => (row.attendeeId ? [row.attendeeId] : [])));
  for (const member of members) {
    if (isVisibleTo(member, viewerAccountId)) people.push(member.person);
    else removedAttendeeIds.add(member.person.attendeeId);
  }
  return { eventId, people, removedAttendeeIds: [...removedAttendeeIds], full: false, cursor };
}
