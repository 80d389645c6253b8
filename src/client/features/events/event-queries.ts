import { queryOptions } from '@tanstack/react-query';
import type { EventListFilter } from '#shared/contracts/event.ts';
import { clientMessages } from '#shared/errors.ts';
import { offlineGcTimeMs } from '#client/lib/saved-query-cache.ts';
import type { Trpc } from '#client/lib/trpc.ts';
import { loadTrpcClient } from '#client/lib/load-trpc.ts';
import { shouldRetryQuery } from '#client/lib/query-client.ts';

// One place for the event queries, used by both the loaders and the components (DESIGN.md §7.3).
// They outlive the persister's maxAge so they are still there offline; they refresh after a
// minute when online (an event list that never refreshes would hide newly published events).
const eventFreshness = { staleTime: 60_000, gcTime: offlineGcTimeMs } as const;

/**
 * The key prefix of every event query, `trpc.event.pathKey()`, for the query defaults that must
 * be in place before the saved cache is restored, when tRPC is not loaded yet (router.tsx).
 * tests/client/features/event-queries.test.ts checks it against tRPC's own.
 */
export const eventQueriesPathKey = [['event']] as const;

export function eventListQuery(trpc: Trpc, filter: EventListFilter) {
  return trpc.event.list.queryOptions({ filter }, eventFreshness);
}

export function eventQuery(trpc: Trpc, id: string) {
  return trpc.event.byId.queryOptions({ id }, eventFreshness);
}

export function eventProgramQuery(trpc: Trpc, eventId: string) {
  return trpc.event.program.queryOptions({ eventId }, eventFreshness);
}

/** The server answered, and its answer was "no": asking again will not change it. */
export class EventAttributesError extends Error {}

/** Spec §7: the attributes envelope; success false raises 'Failed to fetch event attributes'. */
export function eventAttributesQuery(trpc: Trpc, id: string) {
  return queryOptions({
    queryKey: [...trpc.event.attributes.queryKey({ id }), 'data'] as const,
    queryFn: async ({ signal }) => {
      const client = await loadTrpcClient();
      const result = await client.event.attributes.query({ id }, { signal });
      if (!result.success) throw new EventAttributesError(clientMessages.eventAttributesFailed);
      return result.data;
    },
    retry: (failureCount, error) => !(error instanceof EventAttributesError) && shouldRetryQuery(failureCount, error),
    ...eventFreshness,
  });
}
