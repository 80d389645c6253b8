// How much of an album the phone keeps (at most 25 MB, the album's storage budget), shared by
// the service worker (sw/album-images.ts), which enforces it, and the page, which warms the newest
// thumbnails. No imports: the page and the worker both load it.
//
// The worker trims a cache after a batch of puts (sw/bounded-cache.ts: a scroll's thumbnails are
// trimmed 14 at a time), so while puts keep coming a cache holds up to a batch less one over its
// bound, besides the put being trimmed. The budget counts the
// batch: 250 thumbnails in a cache while a scroll puts them, 237 once the worker is idle.
// Worst case (every entry at its size cap):
//   newest thumbnails   250 entries × 36 kB = 9.0 MB  (the newest 200 of an album, warmed on sync; room for a 2nd event's new ones)
//   seen thumbnails     250 entries × 36 kB = 9.0 MB  (those scrolled past; least recently shown go first)
//   full-size photos      4 entries × 1.5 MB = 6.0 MB (the last few opened in the viewer; trimmed after each put)
//   album metadata     ~0.4 kB × 2,000 photos ≈ 0.8 MB (the event pack's album part, IndexedDB)
//   total                                     ≈ 24.8 MB ≤ 25 MB
// A thumbnail is 320 px WebP at quality 82 (src/server/services/uploads/image-rules.ts), well under
// its cap for a photo; one over its cap is shown but not kept, so the bound holds whatever the pictures are.

export interface CacheBound {
  maxEntries: number;
  /** An answer larger than this is shown but not kept. */
  maxEntryBytes: number;
}

export interface AlbumImageBudget {
  newestThumbnails: CacheBound;
  seenThumbnails: CacheBound;
  fullPhotos: CacheBound;
}

export const albumImageBudget: AlbumImageBudget = {
  newestThumbnails: { maxEntries: 237, maxEntryBytes: 36_000 },
  seenThumbnails: { maxEntries: 237, maxEntryBytes: 36_000 },
  fullPhotos: { maxEntries: 4, maxEntryBytes: 1_500_000 },
};

/** How many puts the worker trims together in a cache of this bound: a sixteenth of it, at least 1. */
export function trimBatchOf(bound: CacheBound): number {
  return Math.max(1, Math.floor(bound.maxEntries / 16));
}

/** The most entries a cache of this bound holds while puts come in: its bound, and a batch less one not yet trimmed. */
export function mostEntriesOf(bound: CacheBound): number {
  return bound.maxEntries + trimBatchOf(bound) - 1;
}

/** The bytes the caches of a budget may hold at most (mostEntriesOf each). */
export function albumImageCacheLimitBytes(budget: AlbumImageBudget = albumImageBudget): number {
  return Object.values(budget).reduce((sum: number, cache: CacheBound) => sum + mostEntriesOf(cache) * cache.maxEntryBytes, 0);
}

/** The worker's cache of the newest thumbnails; the page looks in it to warm only what is missing. */
export const albumNewestCacheName = 'hallway-album-newest-v1';

/** The worker's cache of the thumbnails the grid showed; the grid's thumbnail worker reads it directly too. */
export const albumSeenCacheName = 'hallway-album-seen-v1';

/**
 * Sent by the page when it warms the newest thumbnails of an album (the event pack's sync): the
 * worker keeps those in their own cache, which scrolling through older photos never empties.
 */
export const albumNewestHeader = 'x-hallway-album-newest';

// Album files are /uploads/album-photo/<22 random characters>.webp and the same name with -thumb.
const albumFilePattern = /^\/uploads\/album-photo\/[A-Za-z0-9_-]{22}(-thumb)?\.webp$/;

/** Which album file a path is: its thumbnail, its full-size photo, or not an album file at all. */
export function albumFileKind(pathname: string): 'thumbnail' | 'photo' | null {
  const match = albumFilePattern.exec(pathname);
  if (!match) return null;
  return match[1] ? 'thumbnail' : 'photo';
}
