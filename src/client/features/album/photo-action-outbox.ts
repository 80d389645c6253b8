import { enqueue, newIdempotencyKey, type OutboxEntry } from '#client/offline/outbox.ts';

// Likes, reports and deletes go to the outbox first (offline too), like the photos themselves;
// each payload is the album procedure's input. Entries are read back from storage: checked, not trusted.

export type PhotoAction =
  | { kind: 'like'; eventId: string; photoId: string; liked: boolean }
  | { kind: 'report'; eventId: string; photoId: string; reason: string }
  | { kind: 'delete'; eventId: string; photoId: string };

export const photoActionOps = ['album.like', 'album.report', 'album.delete'] as const;

export async function queueLike(eventId: string, photoId: string, liked: boolean, accountId: string): Promise<void> {
  const idempotencyKey = newIdempotencyKey();
  await enqueue('album.like', { idempotencyKey, eventId, photoId, liked }, { summary: liked ? 'Like a photo' : 'Take back a like', accountId, idempotencyKey });
}

export async function queueReport(eventId: string, photoId: string, reason: string, accountId: string): Promise<void> {
  const idempotencyKey = newIdempotencyKey();
  await enqueue('album.report', { idempotencyKey, eventId, photoId, reason }, { summary: 'Report a photo', accountId, idempotencyKey });
}

export async function queueDelete(eventId: string, photoId: string, accountId: string): Promise<void> {
  const idempotencyKey = newIdempotencyKey();
  await enqueue('album.delete', { idempotencyKey, eventId, photoId }, { summary: 'Delete a photo', accountId, idempotencyKey });
}

export function readPhotoAction(entry: OutboxEntry): PhotoAction | null {
  const payload = entry.payload as { eventId?: unknown; photoId?: unknown; liked?: unknown; reason?: unknown } | null;
  if (typeof payload?.eventId !== 'string' || typeof payload.photoId !== 'string') return null;
  const { eventId, photoId } = payload;
  if (entry.op === 'album.like' && typeof payload.liked === 'boolean') return { kind: 'like', eventId, photoId, liked: payload.liked };
  if (entry.op === 'album.report' && typeof payload.reason === 'string') return { kind: 'report', eventId, photoId, reason: payload.reason };
  if (entry.op === 'album.delete') return { kind: 'delete', eventId, photoId };
  return null;
}
