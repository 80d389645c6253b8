import { useQuery } from '@tanstack/react-query';
import { useEventPack } from '#client/lib/event-pack/use-event-pack.ts';
import { eventQuery } from '#client/lib/queries/event-queries.ts';
import { viewerTimeZone } from '#client/lib/session-time.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';

/** The event's zone, which activity times are read in: from the saved pack (offline too), else the event. */
export function useEventTimeZone(eventId: string): string {
  const trpc = useTrpc();
  const event = useQuery(eventQuery(trpc, eventId)).data;
  const { pack } = useEventPack(eventId);
  return pack.schedule?.timeZone ?? event?.timeZone ?? viewerTimeZone();
}
