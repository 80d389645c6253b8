import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AlbumPhoto } from '#shared/contracts/album.ts';
import { useEventPack } from '#client/lib/event-pack/use-event-pack.ts';
import { albumOverlayQuery } from '#client/lib/queries/album-queries.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';

export interface AlbumTile extends AlbumPhoto {
  /** The viewer's own photo waiting for an organizer, or hidden by one: only they see it. */
  status: 'pending' | 'visible' | 'hidden';
}

/**
 * The album as this viewer sees it: the shared photos from the event pack (offline too), with
 * their own pending and hidden photos added, newest first, and what they liked.
 */
export function useAlbumPhotos(eventId: string) {
  const trpc = useTrpc();
  const { pack, status } = useEventPack(eventId);
  const overlay = useQuery(albumOverlayQuery(trpc, eventId));
  const shared = pack.album?.photos;
  const own = overlay.data?.ownPhotos;
  const photos = useMemo<AlbumTile[]>(() => {
    const list: AlbumTile[] = (shared ?? []).map((photo) => ({ ...photo, status: 'visible' }));
    const seen = new Set(list.map((photo) => photo.id));
    const extra = (own ?? []).filter((added) => added.status !== 'visible' && !seen.has(added.photo.id)).map((added) => ({ ...added.photo, status: added.status }));
    if (extra.length === 0) return list;
    return [...extra, ...list].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
  }, [shared, own]);
  const liked = useMemo(() => new Set(overlay.data?.likedPhotoIds ?? []), [overlay.data?.likedPhotoIds]);
  return {
    photos,
    liked,
    loaded: status.loaded,
    downloaded: pack.album !== null,
    syncing: status.syncing,
    error: status.error,
    requireApproval: overlay.data?.requireApproval ?? false,
    canModerate: overlay.data?.canModerate ?? false,
  };
}
