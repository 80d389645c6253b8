import type { Trpc } from '../trpc.ts';

// The `polls` router's queries. The polls themselves come with the event pack (the shared feed);
// these are what differs per viewer, kept current by live messages while a page is open.

/** The viewer's vote, the counts they may see and what they run, for every poll of the event. */
export function pollStandingsQuery(trpc: Trpc, eventId: string) {
  return trpc.polls.standings.queryOptions({ eventId }, { staleTime: 0 });
}

/** One poll and its counts for the presenter view (those who run it only). */
export function pollPresentQuery(trpc: Trpc, eventId: string, pollId: string) {
  return trpc.polls.present.queryOptions({ eventId, pollId }, { staleTime: 0 });
}

/** Who voted what in a named poll (organizers). Never kept on the device: names beside choices. */
export function pollVotersQuery(trpc: Trpc, eventId: string, pollId: string) {
  return trpc.polls.voters.queryOptions({ eventId, pollId }, { staleTime: 0, meta: { persist: false } });
}

/** Scheduled polls the viewer runs, before they open (not in the shared feed until then). */
export function scheduledPollsQuery(trpc: Trpc, eventId: string) {
  return trpc.polls.scheduled.queryOptions({ eventId }, { staleTime: 0 });
}
