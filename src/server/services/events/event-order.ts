import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { EventListFilter } from '#shared/contracts/event.ts';
import { events } from '../../db/schema/events.ts';

/**
 * Upcoming (not yet ended) soonest first; past most recent first; "all" shows upcoming
 * before past, in those same orders. The id breaks ties so pages are stable.
 */
export function eventOrder(filter: EventListFilter, now: Date): SQL[] {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const orders: Record<EventListFilter, SQL[]> = {
    upcoming: [asc(events.startsAt)],
    past: [desc(events.startsAt)],
    all: [
      asc(sql`${events.endsAt} < ${nowSql}`),
      asc(sql`case when ${events.endsAt} >= ${nowSql} then ${events.startsAt} end`),
      desc(events.startsAt),
    ],
  };
  return [...orders[filter], asc(events.id)];
}
