import { queryOptions } from '@tanstack/react-query';
import { loadTrpcClient } from '#client/lib/load-trpc.ts';
import { contractProcedures, procedureKey } from '#client/lib/contract-procedures.ts';
import { shouldRetryQuery } from '#client/lib/query-client.ts';

/** The server answered `success: false`: its message is the error, and asking again will not help. */
export class MatchCountError extends Error {}

/**
 * Spec §7 attendee match count: input {attendeeId} ('' without an active attendee), an
 * envelope with data.count or error.message; no refetch on window focus. A failure throws the
 * server's message (spec §8) into the query's error state, where the badge simply stays away.
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
