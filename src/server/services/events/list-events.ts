import { and, asc, desc, eq, gte, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { EventListFilter, HallwayEvent } from '#shared/contracts/event.ts';
import type { Db } from '../../db/client.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { events } from '../../db/schema/events.ts';
import { toEventDto } from './event-dto.ts';

/** Enough for any real list screen; paging can come when an account attends more. */
const listLimit = 200;

/**
 * The events an account attends plus the published open ones it may join.
 * Upcoming (not yet ended) soonest first; past most recent first; "all" shows
 * upcoming before past, in those same orders.
 */
export async function listEvents(db: Db, accountId: string, filter: EventListFilter, now: Date): Promise<HallwayEvent[]> {
  const reachable = or(isNotNull(eventMembers.id), and(eq(events.published, true), eq(events.joinPolicy, 'open')));
  const timeFilter: Record<EventListFilter, SQL | undefined> = {
    upcoming: gte(events.endsAt, now),
    past: lt(events.endsAt, now),
    all: undefined,
  };
  const order: Record<EventListFilter, SQL[]> = {
    upcoming: [asc(events.startsAt)],
    past: [desc(events.startsAt)],
    all: [
      asc(sql`${events.endsAt} < ${now.toISOString()}::timestamptz`),
      asc(sql`case when ${events.endsAt} >= ${now.toISOString()}::timestamptz then ${events.startsAt} end`),
      desc(events.startsAt),
    ],
  };
  const rows = await db
    .select({ event: events, attendeeId: eventMembers.id, role: eventMembers.role })
    .from(events)
    .leftJoin(eventMembers, and(eq(eventMembers.eventId, events.id), eq(eventMembers.accountId, accountId)))
    .where(and(reachable, timeFilter[filter]))
    .orderBy(...order[filter], asc(events.id))
    .limit(listLimit);
  return rows.map(({ event, attendeeId, role }) => toEventDto(event, attendeeId && role ? { attendeeId, role } : null));
}
