import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTrpc } from '#client/lib/use-trpc.ts';

/** Writes of the people console; each refreshes every page of the list (and its totals). */
export function usePeopleMutations() {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries(trpc.people.list.pathFilter());
  return {
    invite: useMutation(trpc.people.invite.mutationOptions({ onSuccess: refresh })),
    changeRole: useMutation(trpc.people.changeRole.mutationOptions({ onSuccess: refresh })),
    remove: useMutation(trpc.people.remove.mutationOptions({ onSuccess: refresh })),
    importPreview: useMutation(trpc.people.importPreview.mutationOptions()),
    importCommit: useMutation(trpc.people.importCommit.mutationOptions({ onSuccess: refresh })),
  };
}
