import type { HallwayEvent } from '#shared/contracts/event.ts';
import { hasEventPermission } from '#client/lib/event-permissions.ts';
import { offlineGcTimeMs } from '#client/lib/saved-query-cache.ts';
import type { Trpc } from '#client/lib/trpc.ts';

// The door pages read the viewer's upcoming events (the same tRPC key as /events, so either
// page warms the other) to pick an event and to know who may undo. Kept for offline use.
export function doorEventsQuery(trpc: Trpc) {
  return trpc.event.list.queryOptions({ filter: 'upcoming' }, { staleTime: 60_000, gcTime: offlineGcTimeMs });
}

/** Events where this account may check people in. */
export function doorEvents(events: readonly HallwayEvent[]): HallwayEvent[] {
  return events.filter((event) => hasEventPermission(event, 'Event::CheckIn::Create'));
}

/** The organizer's live view: refreshed every ~5 s while the page is visible and online. */
export function checkInOverviewQuery(trpc: Trpc, eventId: string) {
  return trpc.checkIn.overview.queryOptions({ eventId }, { staleTime: 0, refetchInterval: 5000, refetchIntervalInBackground: false });
}
