import { and, eq } from 'drizzle-orm';
import { albumLimitMessages } from '#shared/contracts/album.ts';
import type { Db } from '../../db/client.ts';
import { albumPhotos } from '../../db/schema/album-photos.ts';
import type { EventAccess } from '../access/event-access.ts';
import { DomainError } from '../domain-error.ts';
import { applyOnce } from '../idempotency/apply-once.ts';
import { fingerprintPayload } from '../idempotency/payload-fingerprint.ts';
import type { UploadStorage } from '../uploads/storage.ts';
import { removeStoredFiles } from './remove-stored-files.ts';

const deletePhotoOp = 'album.delete';

/**
 * The uploader deletes their own photo; organizers anyone's. Once per key (queued offline,
 * replayed by the outbox). A photo already gone (deleted from another phone, or by an organizer)
 * is what was asked for: it answers deleted: false rather than a refusal. The files go after the
 * row's transaction commits, so a failure there never brings the photo back.
 */
export async function deletePhoto(
  db: Db,
  storage: UploadStorage,
  access: EventAccess,
  input: { photoId: string; accountId: string; idempotencyKey: string },
): Promise<{ photoId: string; deleted: boolean }> {
  const eventId = access.event.id;
  let files: Array<{ src: string; thumbnailSrc: string }> = [];
  const write = { accountId: input.accountId, op: deletePhotoOp, idempotencyKey: input.idempotencyKey, fingerprint: fingerprintPayload({ eventId, photoId: input.photoId }) };
  const result = await applyOnce(db, write, async (tx) => {
    const [photo] = await tx.select().from(albumPhotos).where(and(eq(albumPhotos.id, input.photoId), eq(albumPhotos.eventId, eventId)));
    if (!photo) return { photoId: input.photoId, deleted: false };
    if (photo.accountId !== input.accountId && !access.permissions.has('Event::Album::Moderate')) {
      throw new DomainError('FORBIDDEN', albumLimitMessages.ownOnly);
    }
    await tx.delete(albumPhotos).where(eq(albumPhotos.id, photo.id));
    files = [photo];
    return { photoId: photo.id, deleted: true };
  });
  await removeStoredFiles(db, storage, files);
  return result;
}
