import { useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { eventQuery } from '#client/lib/queries/event-queries.ts';
import { meetingFreeSlotsManyQuery, meetingFreeSlotsQuery } from '#client/lib/queries/meetings-queries.ts';
import { useOnlineStatus } from '#client/lib/use-online-status.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';

/** The server answers at most this many people at once (meetings.freeSlotsMany). */
const mostAsked = 50;

/**
 * While online, asks once for the times free with these people (the viewer's matches, the people
 * of their meetings) and keeps each as that person's freeSlots answer in the saved query cache:
 * offline, the picker then offers the times last seen free, and the server judges them when the
 * request is sent. Nothing is asked while the event has meetings switched off.
 */
export function useKeepFreeSlots(eventId: string, attendeeIds: readonly string[]): void {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const event = useQuery(eventQuery(trpc, eventId)).data;
  const me = event?.membership?.attendeeId ?? null;
  const idsKey = attendeeIds.join(',');
  // Sorted, so the same people are one query however the list is ordered.
  const ids = useMemo(() => [...new Set(idsKey ? idsKey.split(',') : [])].filter((id) => id !== me).slice(0, mostAsked).sort(), [idsKey, me]);
  const enabled = online && Boolean(event?.enableMeetings) && me !== null && ids.length > 0;
  const many = useQuery({ ...meetingFreeSlotsManyQuery(trpc, eventId, ids), enabled });
  const { data, dataUpdatedAt } = many;
  useEffect(() => {
    if (!data) return;
    for (const person of data.people) {
      const { queryKey } = meetingFreeSlotsQuery(trpc, eventId, person.attendeeId);
      // A newer answer for one person (their picker was open) is not overwritten by this older one.
      if ((queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0) > dataUpdatedAt) continue;
      queryClient.setQueryData(queryKey, { slotMinutes: data.slotMinutes, slots: person.slots }, { updatedAt: dataUpdatedAt });
    }
  }, [data, dataUpdatedAt, eventId, queryClient, trpc]);
}
