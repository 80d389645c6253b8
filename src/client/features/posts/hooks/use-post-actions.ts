import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostDraft } from '#shared/contracts/posts.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';

/** The console's writes; each refreshes the console's list when it is done. */
export function usePostActions(eventId: string) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.posts.manage.queryKey({ eventId }) });
  const options = { onSettled: refresh };
  const create = useMutation(trpc.posts.create.mutationOptions(options));
  const update = useMutation(trpc.posts.update.mutationOptions(options));
  const pin = useMutation(trpc.posts.setPinned.mutationOptions(options));
  const remove = useMutation(trpc.posts.remove.mutationOptions(options));
  return {
    create: (post: PostDraft) => create.mutateAsync({ eventId, post }),
    update: (postId: string, post: PostDraft) => update.mutateAsync({ eventId, postId, post }),
    setPinned: (postId: string, pinned: boolean) => pin.mutateAsync({ eventId, postId, pinned }),
    remove: (postId: string) => remove.mutateAsync({ eventId, postId }),
    pinPending: pin.isPending,
    removePending: remove.isPending,
  };
}
