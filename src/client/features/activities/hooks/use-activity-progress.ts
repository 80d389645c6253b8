import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { Activity } from '#shared/contracts/activities.ts';
import { useEventPack } from '#client/lib/event-pack/use-event-pack.ts';
import { activityBoardQuery } from '#client/lib/queries/activities-queries.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import type { OutboxEntry } from '#client/offline/outbox.ts';
import { subscribeOutboxResults } from '#client/offline/outbox.ts';
import { useOutbox } from '#client/offline/use-outbox.ts';
import { queuedActivityId, queuedEventId } from '../activity-outbox.ts';

export interface QueuedScan {
  entry: OutboxEntry;
  activity: Activity | null;
}

const noActivities: Activity[] = [];

/**
 * My standing: the event's activities from the event pack (the shared feed, offline too), my
 * confirmed scans from activities.board (kept in the saved query cache), with this device's queued
 * scans laid over them ("unconfirmed" while pending, "refused" with the server's reason when it
 * said no). A refused scan's points are not in the total: that is how they are taken back.
 */
export function useActivityProgress(eventId: string) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const { pack, status: packStatus } = useEventPack(eventId);
  const board = useQuery(activityBoardQuery(trpc, eventId));
  const outbox = useOutbox({ ops: ['activity.scan'] });
  useEffect(
    () => subscribeOutboxResults('activity.scan', () => void queryClient.invalidateQueries({ queryKey: trpc.activities.pathKey() })),
    [queryClient, trpc],
  );
  const list = pack.activities;
  return useMemo(() => {
    const activities = list?.activities ?? noActivities;
    const byId = new Map(activities.map((activity) => [activity.id, activity]));
    const mine = outbox.entries.filter((entry) => queuedEventId(entry.payload) === eventId);
    const toView = (entry: OutboxEntry): QueuedScan => ({ entry, activity: byId.get(queuedActivityId(entry.payload) ?? '') ?? null });
    const unconfirmed = mine.filter((entry) => entry.state === 'pending').map(toView);
    const refused = mine.filter((entry) => entry.state === 'failed').map(toView);
    const confirmedScans = board.data?.myScans ?? [];
    const confirmedPoints = confirmedScans.reduce((sum, scan) => sum + scan.points, 0);
    const unconfirmedPoints = unconfirmed.reduce((sum, scan) => sum + (scan.activity?.points ?? 0), 0);
    const earned = (activityId: string) =>
      confirmedScans.filter((scan) => scan.activityId === activityId).length + unconfirmed.filter((scan) => scan.activity?.id === activityId).length;
    return { list, activities, packStatus, board, outbox, unconfirmed, refused, confirmedPoints, unconfirmedPoints, earned };
  }, [list, packStatus, board, outbox, eventId]);
}
