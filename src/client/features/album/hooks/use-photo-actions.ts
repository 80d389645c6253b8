import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshPack } from '#client/lib/event-pack/use-event-pack.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';

/** A like the viewer just gave or took back, shown before the server and the pack catch up. */
export interface LikeOverride {
  liked: boolean;
  likes: number;
}

/** Like, report and delete, online (each answers at once, and the list catches up from the feed). */
export function usePhotoActions(eventId: string) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const [likes, setLikes] = useState<Record<string, LikeOverride>>({});
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.album.overlay.queryKey({ eventId }) });
    refreshPack(eventId, { force: true });
  };
  const like = useMutation(
    trpc.album.like.mutationOptions({
      onSuccess: (result) => {
        setLikes((current) => ({ ...current, [result.photoId]: { liked: result.liked, likes: result.likes } }));
        void queryClient.invalidateQueries({ queryKey: trpc.album.overlay.queryKey({ eventId }) });
      },
    }),
  );
  const report = useMutation(trpc.album.report.mutationOptions());
  const remove = useMutation(trpc.album.delete.mutationOptions({ onSuccess: refresh }));
  return {
    likes,
    toggleLike(photoId: string, liked: boolean, likesNow: number) {
      // Shown at once; the server's count replaces it when it answers.
      setLikes((current) => ({ ...current, [photoId]: { liked, likes: Math.max(0, likesNow + (liked ? 1 : -1)) } }));
      like.mutate(
        { eventId, photoId, liked },
        { onError: () => setLikes((current) => ({ ...current, [photoId]: { liked: !liked, likes: likesNow } })) },
      );
    },
    likeError: like.error,
    report,
    remove,
  };
}
