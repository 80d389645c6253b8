import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshPack } from '#client/lib/event-pack/use-event-pack.ts';
import { pollStandingsQuery, scheduledPollsQuery } from '#client/lib/queries/polls-queries.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';

/** Creating and running polls (online only: a projector and a room wait on them). */
export function usePollAdmin(eventId: string) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const settled = () => {
    refreshPack(eventId, { force: true });
    void queryClient.invalidateQueries({ queryKey: pollStandingsQuery(trpc, eventId).queryKey });
    void queryClient.invalidateQueries({ queryKey: scheduledPollsQuery(trpc, eventId).queryKey });
  };
  return {
    create: useMutation(trpc.polls.create.mutationOptions({ onSuccess: settled })),
    setState: useMutation(trpc.polls.setState.mutationOptions({ onSuccess: settled })),
    update: useMutation(trpc.polls.update.mutationOptions({ onSuccess: settled })),
    remove: useMutation(trpc.polls.remove.mutationOptions({ onSuccess: settled })),
  };
}
