import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotificationsStore } from '#client/stores/notifications-store.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { myMeetingsQuery } from '#client/lib/queries/meetings-queries.ts';
import { subscribeOutboxResults } from '#client/offline/outbox.ts';
import { meetingOps } from './use-queued-meeting-writes.ts';

/** The newest meeting notification (meeting_requested, _accepted, …) for the event: id and time. */
function latestMeetingNotice(eventId: string) {
  return (state: { items: { id: string; topicName: string; updatedAt: number; payload: { eventId?: string } | null }[] }) => {
    let latest = '';
    for (const item of state.items) {
      if (!item.topicName.startsWith('meeting_')) continue;
      if (item.payload?.eventId !== undefined && item.payload.eventId !== eventId) continue;
      const mark = `${item.updatedAt}:${item.id}`;
      if (mark > latest) latest = mark;
    }
    return latest;
  };
}

/**
 * While the Meetings page is open, the person's meetings are refetched when a meeting
 * notification arrives (the other person asked, answered or cancelled) and when the server has
 * answered one of this phone's queued meeting writes (its entry is gone, the lists must follow).
 */
export function useMeetingNotifications(eventId: string): void {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const latest = useNotificationsStore(latestMeetingNotice(eventId));
  const seen = useRef(latest);
  useEffect(() => {
    if (latest === seen.current) return;
    seen.current = latest;
    void queryClient.invalidateQueries({ queryKey: myMeetingsQuery(trpc, eventId).queryKey });
  }, [latest, eventId, queryClient, trpc]);
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: myMeetingsQuery(trpc, eventId).queryKey });
    const stops = meetingOps.map((op) => subscribeOutboxResults(op, refetch));
    return () => stops.forEach((stop) => stop());
  }, [eventId, queryClient, trpc]);
}
