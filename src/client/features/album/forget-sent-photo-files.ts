import { createIdbOutboxStore } from '#client/offline/outbox-store.ts';
import { forgetOrphanPhotoFiles } from './photo-file-store.ts';

/**
 * Drops the photo files whose outbox entry is gone (sent, or discarded elsewhere), for every
 * account on this phone. It reads the outbox's own storage rather than the page's snapshot: that
 * snapshot is empty until its first read, and judging by it would drop every queued photo. A read
 * that fails drops nothing.
 */
export async function forgetSentPhotoFiles(now = Date.now()): Promise<number> {
  const { entries } = await createIdbOutboxStore().read();
  return forgetOrphanPhotoFiles(new Set(entries.filter((entry) => entry.op === 'album.add').map((entry) => entry.idempotencyKey)), now);
}
