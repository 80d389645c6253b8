import { queryOptions } from '@tanstack/react-query';
import type { EventListFilter } from '#shared/contracts/event.ts';
import { clientMessages } from '#shared/errors.ts';
import type { Trpc } from '../trpc.ts';
import { loadTrpcClient } from '../load-trpc.ts';
import { shouldRetryQuery } from '../query-client.ts';
import { isJustFetched } from '../load-query.ts';

// The `event` router's queries. They live offline for as long as the saved cache does
// (offline-query-defaults.ts sets their gcTime by path key).

/**
 * Lists refresh after a minute when online: one that never refreshed would hide newly
 * published events. The door pages read the upcoming list too (one key, so either warms the other).
 */
export function eventListQuery(trpc: Trpc, filter: EventListFilter) {
  return trpc.event.list.queryOptions({ filter }, { staleTime: 60_000 });
}

/**
 * One event, read by the event pages, the console, the people and schedule editors and the door
 * console under one key, so a save anywhere shows everywhere at once. Refreshed whenever a page
 * reads it (staleTime 0): the saved copy shows at once and the server's answer replaces it,
 * because another organizer may have changed the event, and the saved cache is written a moment
 * after each change, so a quick reload could otherwise keep showing an older state.
 */
export function eventQuery(trpc: Trpc, id: string) {
  // Not again when the page mounts right after its route asked (a slow link's first visit paid twice).
  return trpc.event.byId.queryOptions({ id }, { staleTime: 0, refetchOnMount: (query) => !isJustFetched(query.state.dataUpdatedAt) });
}

export function eventProgramQuery(trpc: Trpc, eventId: string) {
  return trpc.event.program.queryOptions({ eventId }, { staleTime: 60_000 });
}

/** The server answered, and its answer was "no": asking again will not change it. */
class EventAttributesError extends Error {}

/**
 * The attributes come in an envelope: success false raises 'Failed to fetch event attributes'.
 * The unwrapped data sits under tRPC's key plus 'data', so it never meets the raw envelope.
 */
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
    staleTime: 60_000,
  });
}
