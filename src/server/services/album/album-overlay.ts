import { and, desc, eq } from 'drizzle-orm';
import type { AlbumOverlay } from '#shared/contracts/album.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { albumLikes } from '../../db/schema/album-likes.ts';
import { albumPhotos } from '../../db/schema/album-photos.ts';
import type { EventAccess } from '../access/event-access.ts';
import { toAlbumPhoto, uploaderNameColumn } from './album-rows.ts';
import { readRequireApproval } from './album-settings.ts';

/** What differs per viewer over the shared feed: their likes, and their own photos in every status. */
export async function albumOverlay(db: Db, access: EventAccess, accountId: string): Promise<AlbumOverlay> {
  const eventId = access.event.id;
  const liked = await db
    .select({ photoId: albumLikes.photoId })
    .from(albumLikes)
    .innerJoin(albumPhotos, eq(albumPhotos.id, albumLikes.photoId))
    .where(and(eq(albumLikes.accountId, accountId), eq(albumPhotos.eventId, eventId)));
  const own = await db
    .select({ photo: albumPhotos, uploaderName: uploaderNameColumn })
    .from(albumPhotos)
    .innerJoin(accounts, eq(accounts.id, albumPhotos.accountId))
    .where(and(eq(albumPhotos.eventId, eventId), eq(albumPhotos.accountId, accountId)))
    .orderBy(desc(albumPhotos.createdAt), desc(albumPhotos.id));
  return {
    likedPhotoIds: liked.map((row) => row.photoId),
    ownPhotos: own.map((row) => ({ photo: toAlbumPhoto(row.photo, row.uploaderName), status: row.photo.status })),
    requireApproval: await readRequireApproval(db, eventId),
    canModerate: access.permissions.has('Event::Album::Moderate'),
  };
}
