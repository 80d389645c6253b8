import type { Trpc } from '../trpc.ts';

// The `eventAdmin` router's queries.

/** The events I run, for the organizer panel: fresh for a minute. */
export function managedEventsQuery(trpc: Trpc) {
  return trpc.eventAdmin.mine.queryOptions(undefined, { staleTime: 60_000 });
}
