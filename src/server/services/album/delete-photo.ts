import { eq } from 'drizzle-orm';
import { albumLimitMessages } from '#shared/contracts/album.ts';
import type { Db } from '../../db/client.ts';
import { albumPhotos } from '../../db/schema/album-photos.ts';
import type { EventAccess } from '../access/event-access.ts';
import { DomainError } from '../domain-error.ts';
import type { UploadStorage } from '../uploads/storage.ts';
import { loadPhoto } from './album-rows.ts';
import { removeStoredFiles } from './remove-stored-files.ts';

/** The uploader deletes their own photo; organizers anyone's. The files go too. */
export async function deletePhoto(db: Db, storage: UploadStorage, access: EventAccess, input: { photoId: string; accountId: string }): Promise<void> {
  const photo = await loadPhoto(db, access.event.id, input.photoId);
  if (photo.accountId !== input.accountId && !access.permissions.has('Event::Album::Moderate')) {
    throw new DomainError('FORBIDDEN', albumLimitMessages.ownOnly);
  }
  await db.delete(albumPhotos).where(eq(albumPhotos.id, photo.id));
  await removeStoredFiles(db, storage, [photo]);
}
