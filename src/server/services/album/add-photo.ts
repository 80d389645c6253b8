import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AddedPhoto } from '#shared/contracts/album.ts';
import { appliedWrites } from '../../db/schema/applied-writes.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { albumPhotos } from '../../db/schema/album-photos.ts';
import type { ServerDeps } from '../../deps.ts';
import { DomainError } from '../domain-error.ts';
import { applyOnce, keyConflictMessages } from '../idempotency/apply-once.ts';
import { fingerprintPayload } from '../idempotency/payload-fingerprint.ts';
import { saveUpload } from '../uploads/save-upload.ts';
import type { UploadStorage } from '../uploads/storage.ts';
import { requireRoomForPhoto } from './album-limits.ts';
import { toAlbumPhoto, uploaderNameColumn } from './album-rows.ts';
import { lockAlbum } from './album-settings.ts';
import { removeStoredFiles } from './remove-stored-files.ts';

const addPhotoOp = 'album.add';

export interface AddPhoto {
  eventId: string;
  accountId: string;
  caption: string;
  idempotencyKey: string;
  bytes: Buffer;
}

/** The file's hash is part of the fingerprint: the same key sent with another picture is another write. */
const fingerprintOf = (photo: AddPhoto) =>
  fingerprintPayload({ eventId: photo.eventId, caption: photo.caption, sha256: createHash('sha256').update(photo.bytes).digest('hex') });

/** A key applied before: its answer (a replay re-sends the whole file; it is not processed again). */
async function storedAnswer(deps: Pick<ServerDeps, 'db'>, photo: AddPhoto, fingerprint: string): Promise<AddedPhoto | null> {
  const [row] = await deps.db
    .select({ op: appliedWrites.op, fingerprint: appliedWrites.fingerprint, result: appliedWrites.result })
    .from(appliedWrites)
    .where(and(eq(appliedWrites.accountId, photo.accountId), eq(appliedWrites.idempotencyKey, photo.idempotencyKey)));
  if (!row || row.result === null) return null;
  if (row.op !== addPhotoOp) throw new DomainError('CONFLICT', keyConflictMessages.op);
  if (row.fingerprint !== fingerprint) throw new DomainError('CONFLICT', keyConflictMessages.payload);
  return row.result as AddedPhoto;
}

/**
 * Adds one photo once per idempotency key (photos taken offline are replayed by the outbox).
 * The limits are checked before the image is decoded (a full album refuses at once) and again,
 * with the event's album row locked, when the photo is recorded. The image goes through the
 * upload pipeline: checked bytes, re-encoded without EXIF or GPS, with a thumbnail.
 */
export async function addPhoto(deps: Pick<ServerDeps, 'db' | 'clock' | 'env' | 'images'>, storage: UploadStorage, photo: AddPhoto): Promise<AddedPhoto> {
  const fingerprint = fingerprintOf(photo);
  const earlier = await storedAnswer(deps, photo, fingerprint);
  if (earlier) return earlier;
  const limitBytes = deps.env.ALBUM_EVENT_STORAGE_MB * 1024 * 1024;
  await requireRoomForPhoto(deps.db, { eventId: photo.eventId, accountId: photo.accountId, limitBytes, incomingBytes: 0 });
  const upload = await saveUpload(deps, storage, { accountId: photo.accountId, purpose: 'album-photo', bytes: photo.bytes });
  const stored = { src: upload.src, thumbnailSrc: upload.thumbnailSrc };
  let recorded = false;
  try {
    const added = await applyOnce(deps.db, { accountId: photo.accountId, op: addPhotoOp, idempotencyKey: photo.idempotencyKey, fingerprint }, async (tx) => {
      const { requireApproval } = await lockAlbum(tx, photo.eventId);
      const bytes = upload.bytes;
      await requireRoomForPhoto(tx, { eventId: photo.eventId, accountId: photo.accountId, limitBytes, incomingBytes: bytes });
      const [row] = await tx
        .insert(albumPhotos)
        .values({
          eventId: photo.eventId,
          accountId: photo.accountId,
          ...stored,
          width: upload.width,
          height: upload.height,
          bytes,
          caption: photo.caption,
          status: requireApproval ? 'pending' : 'visible',
          createdAt: deps.clock.now(),
        })
        .returning();
      const [uploader] = await tx.select({ name: uploaderNameColumn }).from(accounts).where(eq(accounts.id, photo.accountId));
      recorded = true;
      return { photo: toAlbumPhoto(row!, uploader?.name ?? null), status: row!.status } satisfies AddedPhoto;
    });
    return added;
  } finally {
    // Refused (a limit reached meanwhile) or answered by a concurrent request with the same key: the new files are nobody's.
    if (!recorded) await removeStoredFiles(deps.db, storage, [stored]);
  }
}
