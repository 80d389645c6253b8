import type { Trpc } from '../trpc.ts';

// The `feedback` router's queries.

/**
 * My ratings in one event (and when feedback is open). Kept offline (offline-query-defaults.ts) so
 * the session page shows my rating in the room; refreshed on every visit.
 */
export function myFeedbackQuery(trpc: Trpc, eventId: string) {
  return trpc.feedback.mine.queryOptions({ eventId }, { staleTime: 0 });
}

/** The organizers' results: ratings keep coming, so every visit asks again. */
export function feedbackResultsQuery(trpc: Trpc, eventId: string) {
  return trpc.feedback.results.queryOptions({ eventId }, { staleTime: 0 });
}

/** A speaker's own sessions and their results (each once it has ended). */
export function speakerFeedbackQuery(trpc: Trpc, eventId: string) {
  return trpc.feedback.speakerResults.queryOptions({ eventId }, { staleTime: 0 });
}
