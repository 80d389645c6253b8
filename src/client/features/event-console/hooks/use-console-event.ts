import { useQuery } from '@tanstack/react-query';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { eventQuery } from '#client/lib/queries/event-queries.ts';

/**
 * The event for a console page. The console layout shows its pages only once the event is
 * loaded and the viewer may manage it, so pages can count on it being there.
 */
export function useConsoleEvent(eventId: string): HallwayEvent | undefined {
  const trpc = useTrpc();
  return useQuery(eventQuery(trpc, eventId)).data;
}
