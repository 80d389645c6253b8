import type { Trpc } from '../trpc.ts';

// The `sponsors` router's one query: the console edits from the server's list (attendees read the
// same list from the event pack).

export function sponsorListQuery(trpc: Trpc, eventId: string) {
  return trpc.sponsors.list.queryOptions({ eventId }, { staleTime: 0 });
}
