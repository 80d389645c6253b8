import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { Activity } from '#shared/contracts/activities.ts';
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

/**
 * My standing: confirmed scans from the server, with this device's queued scans laid over them
 * ("unconfirmed" while pending, "refused" with the server's reason when it said no). A refused
 * scan's points are not in the total: that is how they are taken back.
 */
export function useActivityProgress(eventId: string) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const options = activityBoardQuery(trpc, eventId);
  const board = useQuery(options);
  const outbox = useOutbox({ ops: ['activity.scan'] });
  useEffect(
    () => subscribeOutboxResults('activity.scan', () => void queryClient.invalidateQueries({ queryKey: trpc.activities.pathKey() })),
    [queryClient, trpc],
  );
  return useMemo(() => {
    const activities = board.data?.activities ?? [];
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
    return { board, outbox, unconfirmed, refused, confirmedPoints, unconfirmedPoints, earned };
  }, [board, outbox, eventId]);
}
