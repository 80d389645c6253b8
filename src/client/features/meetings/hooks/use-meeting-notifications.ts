import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotificationsStore } from '#client/stores/notifications-store.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { myMeetingsQuery } from '#client/lib/queries/meetings-queries.ts';

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
 * While the Meetings page is open, a new meeting notification (a request, an answer, a
 * cancellation) refetches the person's meetings: the notification says something changed.
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
}
