import type { inferInput } from '@trpc/tanstack-react-query';
import type { Trpc } from '../trpc.ts';

// The `checkIn` router's queries.

/** The organizer's live view: refreshed every ~5 s while the page is visible and online. */
export function checkInOverviewQuery(trpc: Trpc, eventId: string) {
  return trpc.checkIn.overview.queryOptions({ eventId }, { staleTime: 0, refetchInterval: 5000, refetchIntervalInBackground: false });
}

// The door roster lives in IndexedDB (features/check-in/stores/device-storage.ts), not in the
// query cache: a 5,000-person roster must not be rewritten with the cache on every change. The
// reads still go through tRPC's query options (one source for keys and types), are dropped at
// once, and are sent even when the browser thinks it is offline (the roster sync decides).
const oneShot = { staleTime: 0, gcTime: 0, retry: 1, networkMode: 'always' } as const;

type RosterInput = inferInput<Trpc['checkIn']['roster']>;
type RosterChangesInput = inferInput<Trpc['checkIn']['changes']>;

export function rosterQuery(trpc: Trpc, input: RosterInput) {
  return trpc.checkIn.roster.queryOptions(input, oneShot);
}

export function rosterChangesQuery(trpc: Trpc, input: RosterChangesInput) {
  return trpc.checkIn.changes.queryOptions(input, oneShot);
}
