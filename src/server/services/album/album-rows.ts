import { and, desc, eq, sql } from 'drizzle-orm';
import type { AlbumPhoto } from '#shared/contracts/album.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { albumPhotos, type AlbumPhotoRow } from '../../db/schema/album-photos.ts';
import { DomainError } from '../domain-error.ts';
import { albumLimitMessages } from '#shared/contracts/album.ts';

export const uploaderNameColumn = sql<string | null>`nullif(trim(${accounts.firstName} || ' ' || ${accounts.lastName}), '')`;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function toAlbumPhoto(row: AlbumPhotoRow, uploaderName: string | null): AlbumPhoto {
  return {
    id: row.id,
    src: row.src,
    thumbnailSrc: row.thumbnailSrc,
    width: row.width,
    height: row.height,
    caption: row.caption,
    uploaderId: row.accountId,
    uploaderName: uploaderName ?? 'Someone',
    likes: row.likes,
    createdAt: seconds(row.createdAt),
  };
}

/** Every visible photo of the event, newest first (ties broken by id, as the cursors are). */
export async function loadVisiblePhotos(db: Db, eventId: string): Promise<AlbumPhoto[]> {
  const rows = await db
    .select({ photo: albumPhotos, uploaderName: uploaderNameColumn })
    .from(albumPhotos)
    .innerJoin(accounts, eq(accounts.id, albumPhotos.accountId))
    .where(and(eq(albumPhotos.eventId, eventId), eq(albumPhotos.status, 'visible')))
    .orderBy(desc(albumPhotos.createdAt), desc(albumPhotos.id));
  return rows.map((row) => toAlbumPhoto(row.photo, row.uploaderName));
}

/** A photo of this event, or NOT_FOUND (a photo of another event is not found here). */
export async function loadPhoto(db: Db, eventId: string, photoId: string): Promise<AlbumPhotoRow> {
  const [row] = await db.select().from(albumPhotos).where(and(eq(albumPhotos.id, photoId), eq(albumPhotos.eventId, eventId)));
  if (!row) throw new DomainError('NOT_FOUND', albumLimitMessages.notFound);
  return row;
}
