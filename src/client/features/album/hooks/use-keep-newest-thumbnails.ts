import { useEffect } from 'react';
import { keepNewestThumbnails } from '../keep-newest-thumbnails.ts';
import { albumThumbnailsKept } from '#client/lib/event-pack/sync-pack.ts';
import { useOnlineStatus } from '#client/lib/use-online-status.ts';
import type { AlbumTile } from './use-album-photos.ts';

/**
 * While the album is open with a network, makes sure its newest thumbnails are kept on the phone
 * (the worker's newest cache), so it opens offline next time even if that cache was emptied.
 * Runs after the grid has drawn, and again only when the newest photos change.
 */
export function useKeepNewestThumbnails(photos: readonly AlbumTile[]): void {
  const online = useOnlineStatus();
  const newest = photos
    .filter((photo) => photo.status === 'visible')
    .slice(0, albumThumbnailsKept)
    .map((photo) => photo.thumbnailSrc)
    .join('\n');
  useEffect(() => {
    if (!online || !newest) return;
    const timer = setTimeout(() => void keepNewestThumbnails(newest.split('\n')).catch(() => undefined), 1000);
    return () => clearTimeout(timer);
  }, [online, newest]);
}
