import { queryOptions } from '@tanstack/react-query';
import { loadTrpcClient } from '../load-trpc.ts';
import { contractProcedures, procedureKey } from '../contract-procedures.ts';
import { shouldRetryQuery } from '../query-client.ts';

// The `matches` router's queries. The match list comes with the event pack (lib/event-pack).

/** The server answered `success: false`: its message is the error, and asking again will not help. */
class MatchCountError extends Error {}

/**
 * The active attendee's match count for the event menu's badge: input {attendeeId} ('' without
 * an active attendee), answered in an envelope with data.count or error.message; no refetch on
 * window focus. A failure throws the server's message into the query's error state, where the
 * badge simply stays away. The badge is in the signed-in chrome, also on pages that do not load
 * tRPC's options proxy, so the key is built by procedureKey and the client loaded when asked.
 */
export function matchCountQuery(attendeeId: string) {
  return queryOptions({
    queryKey: procedureKey('matches.count', { attendeeId }),
    queryFn: async ({ signal }) => {
      const result = await contractProcedures(await loadTrpcClient()).matches.count.query({ attendeeId }, { signal });
      if (!result.success) throw new MatchCountError(result.error.message);
      return result.data.count;
    },
    refetchOnWindowFocus: false,
    staleTime: 5 * 60_000,
    retry: (failureCount, error) => !(error instanceof MatchCountError) && shouldRetryQuery(failureCount, error),
  });
}
