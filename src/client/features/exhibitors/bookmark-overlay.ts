import type { OutboxEntry } from '#client/offline/outbox.ts';
import { readBookmark } from './exhibitor-outbox.ts';

/**
 * My "to visit" marks: the server's, with the marks still in the outbox laid over them in the
 * order they were queued (the newest change of a stand wins). A refused change is left out: the
 * server kept the old state, and the page shows the refusal separately.
 */
export function overlayBookmarks(serverMarks: readonly string[], entries: readonly OutboxEntry[], eventId: string): Set<string> {
  const marked = new Set(serverMarks);
  for (const entry of entries) {
    const change = readBookmark(entry);
    if (!change || change.eventId !== eventId || entry.state === 'failed') continue;
    if (change.bookmarked) marked.add(change.exhibitorId);
    else marked.delete(change.exhibitorId);
  }
  return marked;
}
