import { checkImageFile } from '#client/components/upload/upload-image.ts';
import { discardEntry, enqueue, newIdempotencyKey, type OutboxEntry } from '#client/offline/outbox.ts';
import type { AlbumAddPayload } from '#client/lib/event-pack/album-schemas.ts';
import { forgetPhotoFile, savePhotoFile } from './photo-file-store.ts';

// Adding photos: each file is stored on the device first (its bytes, then its outbox entry), so
// a photo taken offline, or a tab closed mid-upload, is sent later and never lost silently.

export interface AddPhotoOutcome {
  fileName: string;
  /** Why this file was not kept (too big, not an image, the device's storage refused it). */
  error: string | null;
}

async function queuePhoto(eventId: string, accountId: string, file: File, caption: string, now = Date.now()): Promise<AddPhotoOutcome> {
  const fileName = file.name || 'photo';
  const problem = checkImageFile(file);
  if (problem) return { fileName, error: problem };
  const idempotencyKey = newIdempotencyKey();
  try {
    await savePhotoFile(idempotencyKey, { accountId, eventId, name: fileName, type: file.type, bytes: await file.arrayBuffer(), storedAt: now });
  } catch {
    return { fileName, error: 'This phone has no room to keep the photo. Free some space and try again.' };
  }
  const payload: AlbumAddPayload = { eventId, idempotencyKey, caption: caption.trim(), fileName, bytes: file.size };
  try {
    await enqueue('album.add', payload, { summary: `Photo: ${fileName}`, accountId, idempotencyKey });
  } catch {
    await forgetPhotoFile(idempotencyKey).catch(() => undefined);
    return { fileName, error: 'The photo could not be queued on this device. It was not saved.' };
  }
  return { fileName, error: null };
}

/** Several files, one after the other (one file's bytes in memory at a time). */
export async function queuePhotos(eventId: string, accountId: string, files: readonly File[], caption: string): Promise<AddPhotoOutcome[]> {
  const outcomes: AddPhotoOutcome[] = [];
  for (const file of files) outcomes.push(await queuePhoto(eventId, accountId, file, caption));
  return outcomes;
}

/** Discard drops the entry and its file together. */
export async function discardPhoto(entry: Pick<OutboxEntry, 'id' | 'idempotencyKey'>): Promise<void> {
  await discardEntry(entry.id);
  await forgetPhotoFile(entry.idempotencyKey).catch(() => undefined);
}
