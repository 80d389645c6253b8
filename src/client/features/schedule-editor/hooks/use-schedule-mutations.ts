import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTrpc } from '#client/lib/use-trpc.ts';

/**
 * Writes of the schedule editor; each that changes the programme refreshes the editor (its
 * clashes too). Attendees' devices pick the change up by delta sync, not from here.
 */
export function useScheduleMutations() {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries(trpc.scheduleAdmin.editor.pathFilter());
  return {
    save: useMutation(trpc.scheduleAdmin.save.mutationOptions({ onSuccess: refresh })),
    remove: useMutation(trpc.scheduleAdmin.remove.mutationOptions({ onSuccess: refresh })),
    importPreview: useMutation(trpc.scheduleAdmin.importPreview.mutationOptions()),
    importCommit: useMutation(trpc.scheduleAdmin.importCommit.mutationOptions({ onSuccess: refresh })),
  };
}
