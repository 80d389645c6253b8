import type { AlbumFeed } from '#shared/contracts/album.ts';
import type { Db } from '../../db/client.ts';
import { loadVisiblePhotos } from './album-rows.ts';

/**
 * The album as every member sees it (visible photos with their like counts), built once per
 * change and shared through the 'album' feed. What the viewer liked comes from album.overlay.
 */
export async function sharedAlbum(db: Db, eventId: string): Promise<AlbumFeed> {
  return { eventId, photos: await loadVisiblePhotos(db, eventId) };
}
