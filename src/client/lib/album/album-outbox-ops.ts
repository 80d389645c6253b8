import type { OutboxOp } from '#client/offline/outbox-ops.ts';
import { albumAddPayloadSchema } from './album-schemas.ts';
import { forgetPhotoFile, readPhotoFile } from './photo-file-store.ts';
import { clearUploadProgress, setUploadProgress } from './upload-progress-store.ts';
import { uploadPhoto } from './upload-photo.ts';

// One photo per request (the file is the payload's weight), so the queue uploads one at a time in
// the background while the page is open; each has its own progress bar. The file is forgotten
// only once the server has answered for it.

export const photoGoneMessage = 'The photo file is no longer on this device. Discard this entry and add the photo again.';

export const albumOutboxOps: Record<'album.add', OutboxOp> = {
  'album.add': {
    maxBatch: 1,
    async send([item]) {
      if (!item) return [];
      const payload = albumAddPayloadSchema.safeParse(item.payload);
      if (!payload.success) return [{ idempotencyKey: item.idempotencyKey, outcome: 'rejected', message: 'This queued photo could not be read.' }];
      const stored = await readPhotoFile(item.idempotencyKey);
      if (!stored) return [{ idempotencyKey: item.idempotencyKey, outcome: 'rejected', message: photoGoneMessage }];
      setUploadProgress(item.idempotencyKey, 0);
      try {
        const added = await uploadPhoto(
          {
            eventId: payload.data.eventId,
            idempotencyKey: item.idempotencyKey,
            caption: payload.data.caption,
            file: new Blob([stored.bytes], { type: stored.type }),
            fileName: stored.name,
          },
          (fraction) => setUploadProgress(item.idempotencyKey, fraction),
        );
        await forgetPhotoFile(item.idempotencyKey).catch(() => undefined);
        const message = added.status === 'pending' ? 'Photo added: it shows once an organizer approves it' : 'Photo added to the album';
        return [{ idempotencyKey: item.idempotencyKey, outcome: 'accepted', message, detail: added }];
      } finally {
        clearUploadProgress(item.idempotencyKey);
      }
    },
  },
};
