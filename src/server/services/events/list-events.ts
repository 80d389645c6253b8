import { and, eq, gte, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import type { EventListFilter, HallwayEvent } from '#shared/contracts/event.ts';
import type { Db } from '../../db/client.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { events } from '../../db/schema/events.ts';
import { organizationMembers } from '../../db/schema/organization-members.ts';
import { selectEventViews, toEventAccess } from '../access/event-access.ts';
import { toEventDto, type ThemeWarning } from './event-dto.ts';
import { eventOrder } from './event-order.ts';

/** Enough for any real list screen; paging can come when an account attends more. */
const listLimit = 200;

/**
 * The events an account attends or runs (through its organization), plus the published
 * open ones it may join, filtered by time (see eventOrder for the order).
 */
export async function listEvents(
  db: Db,
  accountId: string,
  filter: EventListFilter,
  now: Date,
  warn?: ThemeWarning,
): Promise<HallwayEvent[]> {
  const reachable = or(
    isNotNull(eventMembers.id),
    isNotNull(organizationMembers.id),
    and(eq(events.published, true), eq(events.joinPolicy, 'open')),
  );
  const timeFilter: Record<EventListFilter, SQL | undefined> = {
    upcoming: gte(events.endsAt, now),
    past: lt(events.endsAt, now),
    all: undefined,
  };
  const rows = await selectEventViews(db, accountId)
    .where(and(reachable, timeFilter[filter]))
    .orderBy(...eventOrder(filter, now))
    .limit(listLimit);
  return rows.map((row) => toEventDto(toEventAccess(row), warn));
}
