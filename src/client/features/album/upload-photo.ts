import { clientMessages } from '#shared/errors.ts';
import { sendUploadForm, type UploadNoAnswer } from '#client/components/upload/send-upload-form.ts';
import { addedPhotoSchema, type AddedPhotoView } from '#client/lib/event-pack/album-schemas.ts';

/** POST /api/events/:eventId/album/photos (the shared contract has it too, but loads classic zod). */
function albumUploadUrl(eventId: string): string {
  return `/api/events/${encodeURIComponent(eventId)}/album/photos`;
}

/** GET /api/events/:eventId/album/zip: every photo of the event (organizers). */
export function albumZipUrl(eventId: string): string {
  return `/api/events/${encodeURIComponent(eventId)}/album/zip`;
}

/**
 * A refused or failed upload, shaped as the tRPC client's errors are (the code in `data`), so the
 * outbox classifies it by code: no code (no answer) is retried, a refusal stops the entry.
 * `retryAfterMs`: how long the server asked us to wait (Retry-After: past the album's allowance,
 * or while it is busy), so a photo is not sent again, all its bytes, before that.
 */
class PhotoUploadError extends Error {
  override name = 'PhotoUploadError';
  readonly data: { code: string } | undefined;
  readonly retryAfterMs: number | undefined;
  constructor(message: string, code?: string, retryAfterMs?: number) {
    super(message);
    this.data = code ? { code } : undefined;
    this.retryAfterMs = retryAfterMs;
  }
}

/** Retry-After in seconds (what our server sends), as milliseconds; undefined for anything else. */
function retryAfterMsOf(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim()) * 1000;
}

export interface PhotoUpload {
  eventId: string;
  idempotencyKey: string;
  caption: string;
  file: Blob;
  fileName: string;
}

/**
 * Sends one photo with XMLHttpRequest (components/upload/send-upload-form.ts): its upload events
 * give a real progress bar. The server applies the key once, so a resend after a lost answer is safe.
 */
export async function uploadPhoto(upload: PhotoUpload, onProgress?: (fraction: number) => void): Promise<AddedPhotoView> {
  const form = new FormData();
  // Fields before the file: the server reads them as they stream in.
  form.append('caption', upload.caption);
  form.append('idempotencyKey', upload.idempotencyKey);
  form.append('file', upload.file, upload.fileName || 'photo');
  const answer = await sendUploadForm(albumUploadUrl(upload.eventId), form, onProgress ? { onProgress } : {}).catch((reason: UploadNoAnswer) => {
    throw new PhotoUploadError(reason === 'aborted' ? clientMessages.aborted : clientMessages.uploadFailed);
  });
  if (answer.status >= 200 && answer.status < 300) {
    const added = addedPhotoSchema.safeParse(answer.body);
    if (added.success) {
      onProgress?.(1);
      return added.data;
    }
    throw new PhotoUploadError('The server’s answer could not be read.', 'INTERNAL_SERVER_ERROR');
  }
  const refusal = answer.body as { error?: unknown; code?: unknown } | null;
  const message = typeof refusal?.error === 'string' ? refusal.error : clientMessages.uploadFailed;
  // A proxy's bare 502/503 has no code: count it as the server failing, not as a refusal.
  const code = typeof refusal?.code === 'string' ? refusal.code : answer.status >= 500 ? 'INTERNAL_SERVER_ERROR' : undefined;
  throw new PhotoUploadError(message, code, retryAfterMsOf(answer.retryAfter));
}
