// Pure decisions of the album image caches (sw/album-images.ts), taking plain values so the unit
// tests run them in Node. The budget itself is in src/shared/rules/album-image-cache.ts.
import { albumFileKind } from '#shared/rules/album-image-cache.ts';

export type AlbumCacheKind = 'newest' | 'seen' | 'photo';

/**
 * Where an album image request is kept: a thumbnail warmed by the event pack (it carries the
 * newest header) in the newest cache, any other thumbnail (the grid's) in the seen cache, a
 * full-size photo (the viewer's) in the small photo cache. Null: not an album file of this origin.
 */
export function albumCacheKind(url: URL, origin: string, warmedAsNewest: boolean): AlbumCacheKind | null {
  if (url.origin !== origin) return null;
  const kind = albumFileKind(url.pathname);
  if (kind === 'photo') return 'photo';
  if (kind === 'thumbnail') return warmedAsNewest ? 'newest' : 'seen';
  return null;
}

/**
 * Whether an answer may be kept under a per-entry cap: only a complete 200 whose size is known
 * and within the cap. `size` is the Content-Length, or the body's length when that is missing.
 */
export function fitsEntryCap(status: number, size: number | null, maxEntryBytes: number): boolean {
  return status === 200 && size !== null && Number.isFinite(size) && size >= 0 && size <= maxEntryBytes;
}

/** Reads a Content-Length header: a whole number of bytes, or null. */
export function contentLengthOf(header: string | null): number | null {
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
}
