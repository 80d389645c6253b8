import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import { useEventStore } from '#client/stores/event-store.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { eventQuery } from '#client/lib/queries/event-queries.ts';

/** Visiting /event/$eventId… makes that event (and the viewer's attendee) the active one; answers it once known. */
export function useSyncActiveEvent(eventId: string): HallwayEvent | undefined {
  const trpc = useTrpc();
  const { data } = useQuery(eventQuery(trpc, eventId));
  const setActiveEvent = useEventStore((s) => s.setActiveEvent);
  useEffect(() => {
    if (data) setActiveEvent(data);
  }, [data, setActiveEvent]);
  return data;
}
