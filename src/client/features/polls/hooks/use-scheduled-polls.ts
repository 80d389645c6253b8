import { useQuery } from '@tanstack/react-query';
import { scheduledPollsQuery } from '#client/lib/queries/polls-queries.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';

/**
 * The scheduled polls this viewer runs, before their time: the shared feed leaves them out until
 * they open (their question is nobody else's business yet). Asked only by those who may run polls.
 */
export function useScheduledPolls(eventId: string, runsPolls: boolean) {
  const trpc = useTrpc();
  return useQuery({ ...scheduledPollsQuery(trpc, eventId), enabled: runsPolls }).data?.polls;
}
