import type { OutboxItemResult, OutboxOps, OutboxSendItem } from '#client/offline/outbox-ops.ts';
import { OutboxItemFailures } from '#client/offline/outbox-errors.ts';
import { albumAddPayloadSchema } from '#client/lib/event-pack/album-schemas.ts';
import { forgetPhotoFile, readPhotoFile } from './photo-file-store.ts';
import { clearUploadProgress, setUploadProgress } from './upload-progress-store.ts';
import { uploadPhoto } from './upload-photo.ts';

// One photo per request (the file is the payload's weight), two requests at a time, in the
// background while the page is open; each has its own progress bar. Two keep a phone's uplink
// busy while the server re-encodes the other photo, without one slow photo's bytes starving the
// rest. The file is forgotten only once the server has answered for it; the server applies each
// idempotency key once, so a resend after a lost answer adds nothing. Past the server's allowance
// of photos (429) or while it is busy (503) a photo waits as long as Retry-After says, its file
// kept, in a line of its own: the check-ins, votes and likes queued after it go on meanwhile.

const photoGoneMessage = 'The photo file is no longer on this device. Discard this entry and add the photo again.';

/** Photos uploading at the same time. */
export const albumUploadsAtOnce = 2;

async function sendPhoto(item: OutboxSendItem): Promise<OutboxItemResult> {
  const payload = albumAddPayloadSchema.safeParse(item.payload);
  if (!payload.success) return { idempotencyKey: item.idempotencyKey, outcome: 'rejected', message: 'This queued photo could not be read.' };
  const stored = await readPhotoFile(item.idempotencyKey);
  if (!stored) return { idempotencyKey: item.idempotencyKey, outcome: 'rejected', message: photoGoneMessage };
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
    return { idempotencyKey: item.idempotencyKey, outcome: 'accepted', message, detail: added };
  } finally {
    clearUploadProgress(item.idempotencyKey);
  }
}

export const albumAddOutboxOps: Pick<OutboxOps, 'album.add'> = {
  'album.add': {
    maxBatch: albumUploadsAtOnce,
    ownLine: true,
    async send(items) {
      const settled = await Promise.allSettled(items.map(sendPhoto));
      const answers: OutboxItemResult[] = [];
      const failures: Array<{ idempotencyKey: string; error: unknown }> = [];
      settled.forEach((result, index) => {
        if (result.status === 'fulfilled') answers.push(result.value);
        else failures.push({ idempotencyKey: items[index]!.idempotencyKey, error: result.reason });
      });
      if (failures.length === 0) return answers;
      // One photo alone fails as any request does; of two, each is judged by its own error.
      if (items.length === 1) throw failures[0]!.error;
      throw new OutboxItemFailures(answers, failures);
    },
  },
};
