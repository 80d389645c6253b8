import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { refreshPack } from '#client/lib/event-pack/use-event-pack.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { subscribeOutboxResults } from '#client/offline/outbox.ts';
import { useOutbox } from '#client/offline/use-outbox.ts';
import { photoActionOps, queueDelete, queueLike, queueReport } from '../photo-action-outbox.ts';
import { likeView, overlayLikes, pendingDeletes, type LikeView } from '../photo-action-overlay.ts';

export type { LikeView as LikeOverride } from '../photo-action-overlay.ts';

/** What the server answered for a like (album.like's result), read back from an outbox result. */
function readLikeAnswer(detail: unknown): { photoId: string; liked: boolean; likes: number } | null {
  const answer = detail as { photoId?: unknown; liked?: unknown; likes?: unknown } | null;
  return typeof answer?.photoId === 'string' && typeof answer.liked === 'boolean' && typeof answer.likes === 'number' ? { photoId: answer.photoId, liked: answer.liked, likes: answer.likes } : null;
}

/**
 * Like, report and delete through the outbox: stored on the phone first (offline too), shown at
 * once, sent when the network allows. The server's answers (from this tab or another) replace
 * what was shown, and the album and the overlay catch up.
 */
export function usePhotoActions(eventId: string, accountId: string | null) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const outbox = useOutbox({ ops: [...photoActionOps] });
  // The server's answers, until the saved album and the overlay have caught up with them.
  const [answered, setAnswered] = useState<Record<string, { liked: boolean; likes: number }>>({});
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    const catchUp = (pack: boolean) => {
      void queryClient.invalidateQueries({ queryKey: trpc.album.overlay.queryKey({ eventId }) });
      if (pack) refreshPack(eventId, { force: true });
    };
    const stopLikes = subscribeOutboxResults('album.like', (results) => {
      const answers = results.flatMap((result) => readLikeAnswer(result.detail) ?? []);
      if (answers.length === 0) return;
      setAnswered((current) => ({ ...current, ...Object.fromEntries(answers.map((answer) => [answer.photoId, { liked: answer.liked, likes: answer.likes }])) }));
      catchUp(true);
    });
    const stopDeletes = subscribeOutboxResults('album.delete', (results) => {
      const ids = results.flatMap((result) => {
        const photoId = (result.detail as { photoId?: unknown } | null)?.photoId;
        return typeof photoId === 'string' ? [photoId] : [];
      });
      if (ids.length === 0) return;
      setDeleted((current) => new Set([...current, ...ids]));
      catchUp(true);
    });
    return () => {
      stopLikes();
      stopDeletes();
    };
  }, [eventId, queryClient, trpc]);

  const queuedLikes = useMemo(() => overlayLikes(outbox.entries, eventId), [outbox.entries, eventId]);
  const hidden = useMemo(() => new Set([...deleted, ...pendingDeletes(outbox.entries, eventId)]), [deleted, outbox.entries, eventId]);
  const need = () => {
    if (!accountId) throw new Error('Sign in again to do this.');
    return accountId;
  };

  return {
    /** The like as shown: the server's (or its latest answer), with a queued change on top. */
    likeOf(photo: { id: string; likes: number }, serverLiked: boolean): LikeView {
      return likeView(answered[photo.id] ?? { liked: serverLiked, likes: photo.likes }, queuedLikes.get(photo.id));
    },
    /** Photos deleted here: left out of the grid and the viewer at once. */
    hidden,
    like: (photoId: string, liked: boolean) => queueLike(eventId, photoId, liked, need()),
    report: (photoId: string, reason: string) => queueReport(eventId, photoId, reason, need()),
    remove: (photoId: string) => queueDelete(eventId, photoId, need()),
    outbox,
  };
}
