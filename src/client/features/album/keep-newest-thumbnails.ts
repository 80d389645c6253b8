import { albumNewestCacheName } from '#shared/rules/album-image-cache.ts';
import { albumThumbnailsKept } from '#client/lib/event-pack/sync-pack.ts';
import { warmImages } from '#client/lib/event-pack/warm-images.ts';

// The newest thumbnails of an album must be on the phone for it to open offline. The event pack's
// sync warms those that are new to the pack; this also fetches any the worker's newest cache lacks
// (emptied on a full disk, or kept by an older worker elsewhere), checked by URL without reading them:
// one keys() call, not a match() per thumbnail (a call to the cache per thumbnail holds up the
// page's main thread on a slow phone).

export interface KeepNewestDeps {
  open?: (name: string) => Promise<Pick<Cache, 'keys'>>;
  warm?: (sources: readonly string[]) => Promise<unknown>;
}

/** Warms the newest thumbnails the worker's cache does not hold yet; returns how many it asked for. */
export async function keepNewestThumbnails(thumbnailSources: readonly string[], deps: KeepNewestDeps = {}): Promise<number> {
  const open = deps.open ?? (typeof caches === 'undefined' ? null : (name: string) => caches.open(name));
  if (!open) return 0;
  const cache = await open(albumNewestCacheName);
  const wanted = [...new Set(thumbnailSources.slice(0, albumThumbnailsKept))];
  const held = new Set((await cache.keys()).map((request) => request.url));
  const base = typeof location === 'undefined' ? 'http://page.invalid/' : location.href;
  const missing = wanted.filter((src) => !held.has(new URL(src, base).href));
  if (missing.length) await (deps.warm ?? warmImages)(missing);
  return missing.length;
}
