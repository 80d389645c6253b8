import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import { albumImageBudget, albumNewestHeader, trimBatchOf, type AlbumImageBudget } from '#shared/rules/album-image-cache.ts';
import { albumCacheKind } from './album-cache-rules.ts';
import { boundedCache, type BoundedCacheOptions } from './bounded-cache.ts';
import { albumNewestCacheName, albumPhotoCacheName, albumSeenCacheName } from './cache-names.ts';
import { entrySizeCap } from './entry-size-cap.ts';

// The album's images in three bounded caches (the arithmetic is in src/shared/rules/album-image-cache.ts):
// - newest: the newest 200 thumbnails of an album, warmed by the event pack's sync (they carry the
//   newest header), so the album opens offline. Only warming adds to it, so scrolling through
//   2,000 older photos never pushes them out;
// - seen: thumbnails the grid showed, least recently shown dropped first;
// - photo: the last few full-size photos opened in the viewer (it shows the thumbnail under them).
// Every cache is trimmed to its bound after its puts (a scroll's in batches), one trim at a time (sw/bounded-cache.ts, not
// Workbox's ExpirationPlugin, which lagged seconds behind a fast scroll), and empties itself on a
// full disk rather than failing writes elsewhere.

/** The pauses of the bounded caches (sw/bounded-cache.ts); the tests shorten them. */
type Pauses = Pick<BoundedCacheOptions, 'touchDelayMs' | 'trimEvery' | 'trimPauseMs'>;

const bounded = (cacheName: string, budget: { maxEntries: number; maxEntryBytes: number }, pauses: Pauses, touchOnHit = false) =>
  new CacheFirst({
    cacheName,
    plugins: [entrySizeCap(budget.maxEntryBytes), boundedCache(cacheName, { maxEntries: budget.maxEntries, touchOnHit, purgeOnQuotaError: true, trimEvery: trimBatchOf(budget), ...pauses })],
  });

/**
 * The three caches' strategies; the tests pass a smaller budget, so a few dozen requests fill them,
 * and shorter pauses (`touchDelayMs`, `trimPauseMs`: 0 writes touches and trims at once).
 */
export function createAlbumImageStrategies(budget: AlbumImageBudget = albumImageBudget, pauses: Pauses = {}) {
  return {
    newest: bounded(albumNewestCacheName, budget.newestThumbnails, pauses),
    // Least recently shown go first; the newest are only ever added by warming, oldest first out.
    seen: bounded(albumSeenCacheName, budget.seenThumbnails, pauses, true),
    photo: bounded(albumPhotoCacheName, budget.fullPhotos, pauses),
  };
}

export type AlbumImageStrategies = ReturnType<typeof createAlbumImageStrategies>;

/** Answers one album image request from the right cache (exported for the tests, which run it in Node). */
export async function handleAlbumImage(strategies: AlbumImageStrategies, options: RouteHandlerCallbackOptions, origin: string): Promise<Response> {
  const request = options.request instanceof Request ? options.request : new Request(options.request);
  const kind = albumCacheKind(new URL(request.url), origin, request.headers.get(albumNewestHeader) === '1');
  if (kind === 'seen') {
    // A thumbnail among the newest is answered from there and not copied into the seen cache.
    const kept = await (await caches.open(albumNewestCacheName)).match(request);
    if (kept) return kept;
  }
  return strategies[kind ?? 'seen'].handle({ ...options, request });
}

/** Registered before the general image cache (sw/images.ts), so album files never land there. */
export function registerAlbumImageCaches(origin: string): void {
  const strategies = createAlbumImageStrategies();
  registerRoute(
    ({ url }) => albumCacheKind(url, origin, false) !== null,
    (options) => handleAlbumImage(strategies, options, origin),
  );
}
