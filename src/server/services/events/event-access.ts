import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { events, type EventRow } from '../../db/schema/events.ts';
import type { Membership } from './event-dto.ts';

export interface VisibleEvent {
  event: EventRow;
  membership: Membership | null;
}

/**
 * The event when the viewer may see it: published, or one they belong to.
 * Anything else is null, so an unpublished event looks exactly like a missing one.
 */
export async function findVisibleEvent(db: Db, eventId: string, accountId: string | null): Promise<VisibleEvent | null> {
  const [row] = await db
    .select({ event: events, attendeeId: eventMembers.id, role: eventMembers.role })
    .from(events)
    .leftJoin(
      eventMembers,
      and(eq(eventMembers.eventId, events.id), accountId ? eq(eventMembers.accountId, accountId) : sql`false`),
    )
    .where(eq(events.id, eventId))
    .limit(1);
  if (!row) return null;
  const membership = row.attendeeId && row.role ? { attendeeId: row.attendeeId, role: row.role } : null;
  if (!row.event.published && !membership) return null;
  return { event: row.event, membership };
}
