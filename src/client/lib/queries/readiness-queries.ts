import type { Trpc } from '../trpc.ts';

// The `readiness` router's queries.

/**
 * The organizers' offline readiness page: live-ish while it is open (every 30 s, and again when
 * the tab comes back to the front), since phones report as attendees open the event.
 */
export function readinessQuery(trpc: Trpc, eventId: string) {
  return trpc.readiness.get.queryOptions({ eventId }, { staleTime: 0, refetchInterval: 30_000, refetchIntervalInBackground: false, refetchOnWindowFocus: true });
}
