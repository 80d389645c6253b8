import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMatches } from '@tanstack/react-router';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import { isFeatureOff } from './error-text.ts';
import { featureSwitchedOff, type RouteFeature } from './feature-routes.ts';
import { eventQuery } from './queries/event-queries.ts';
import { useTrpc } from './use-trpc.ts';

export interface SwitchedOff {
  event: HallwayEvent;
  feature: RouteFeature;
}

/**
 * The feature of the page being shown when the event has switched it off, decided on the device
 * from the saved event (so offline too); null while the event is unknown or the page is offered.
 * A feature-off refusal from the server means our copy of the event is older than the switch:
 * the event is fetched again, and the page gives way as soon as it arrives.
 */
export function useSwitchedOffFeature(eventId: string): SwitchedOff | null {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const { data: event } = useQuery(eventQuery(trpc, eventId));
  const path = useMatches({ select: (matches) => matches.at(-1)?.fullPath ?? '' });
  const filter = useMatches({ select: (matches) => (matches.at(-1)?.search as { filter?: unknown } | undefined)?.filter });

  useEffect(() => {
    const eventKey = eventQuery(trpc, eventId).queryKey;
    const refetchEvent = (error: unknown) => {
      if (isFeatureOff(error)) void queryClient.invalidateQueries({ queryKey: eventKey, exact: true });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((change) => {
      if (change.type === 'updated' && change.action.type === 'error') refetchEvent(change.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((change) => {
      if (change.type === 'updated' && change.action.type === 'error') refetchEvent(change.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, trpc, eventId]);

  if (!event) return null;
  const feature = featureSwitchedOff(event, path, typeof filter === 'string' ? { filter } : undefined);
  return feature ? { event, feature } : null;
}
