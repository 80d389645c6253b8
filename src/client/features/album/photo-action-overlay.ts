import type { OutboxEntry } from '#client/offline/outbox.ts';
import { readPhotoAction } from './photo-action-outbox.ts';

/** A photo's like as this viewer sees it; pending: set on this phone, not yet on the server. */
export interface LikeView {
  liked: boolean;
  likes: number;
  pending?: boolean;
}

/**
 * The likes still in the outbox laid over what the server said, newest change of a photo last
 * (so it wins). A refused like is left out: the server kept the old state, and the page shows the
 * refusal separately. The count moves by one when the queued state differs from the server's.
 */
export function overlayLikes(entries: readonly OutboxEntry[], eventId: string): Map<string, boolean> {
  const queued = new Map<string, boolean>();
  for (const entry of entries) {
    if (entry.state === 'failed') continue;
    const action = readPhotoAction(entry);
    if (action?.kind === 'like' && action.eventId === eventId) queued.set(action.photoId, action.liked);
  }
  return queued;
}

export function likeView(server: { liked: boolean; likes: number }, queued: boolean | undefined): LikeView {
  if (queued === undefined || queued === server.liked) return queued === undefined ? server : { ...server, pending: true };
  return { liked: queued, likes: Math.max(0, server.likes + (queued ? 1 : -1)), pending: true };
}

/** Photos this viewer deleted on this phone (waiting or sent and not yet gone from the saved album); a refused delete is not among them. */
export function pendingDeletes(entries: readonly OutboxEntry[], eventId: string): Set<string> {
  const ids = new Set<string>();
  for (const entry of entries) {
    if (entry.state === 'failed') continue;
    const action = readPhotoAction(entry);
    if (action?.kind === 'delete' && action.eventId === eventId) ids.add(action.photoId);
  }
  return ids;
}
