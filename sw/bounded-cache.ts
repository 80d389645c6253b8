import type { WorkboxPlugin } from 'workbox-core/types.js';
import { registerQuotaErrorCallback } from 'workbox-core/registerQuotaErrorCallback.js';

// Workbox's ExpirationPlugin lagged far behind its bound: the album bench found 1,248 entries in
// a cache bound to 250. Its expiry runs once at a time and a put arriving meanwhile only asks
// for "one more run later", outside any waitUntil, so the put's own work ends with the cache
// over its bound; each run also walks the timestamps of every cache of the origin (8,000 avatars
// included) and deletes one by one, so a fast scroll outran it by seconds. A hit also started
// a run of its own beside the puts'.
//
// This plugin trims the cache itself, after every put, in one queue per cache: a trim starts
// only once the put before it finished, and the put's waitUntil lasts until its trim is done,
// so whenever the worker is idle the cache holds at most `maxEntries`. The order is the
// cache's own (Cache.keys() lists entries oldest put first, as the Cache spec and Chromium do),
// with no second store to drift from it; `touchOnHit` puts an entry again when it is shown, so
// the least recently shown go first.

export interface BoundedCacheOptions {
  maxEntries: number;
  /** Put a cached answer again when it is used, so it counts as recent (least recently used first). */
  touchOnHit?: boolean;
  /** A full disk empties this cache rather than failing writes elsewhere. */
  purgeOnQuotaError?: boolean;
}

export interface BoundedCachePlugin extends WorkboxPlugin {
  /** Resolves once every queued put and trim of this cache has finished (for tests). */
  settled(): Promise<void>;
}

/** Deletes the oldest entries past `maxEntries`; returns how many went. */
export async function trimCache(cache: Pick<Cache, 'keys' | 'delete'>, maxEntries: number): Promise<number> {
  const keys = await cache.keys();
  const extra = keys.slice(0, Math.max(0, keys.length - maxEntries));
  for (const request of extra) await cache.delete(request);
  return extra.length;
}

export function boundedCache(cacheName: string, { maxEntries, touchOnHit = false, purgeOnQuotaError = false }: BoundedCacheOptions): BoundedCachePlugin {
  let queue: Promise<unknown> = Promise.resolve();
  /** Runs `task` after everything queued before it, whatever became of those. */
  const enqueue = (task: () => Promise<unknown>): Promise<void> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run.then(() => undefined);
  };
  const trim = () => enqueue(async () => trimCache(await caches.open(cacheName), maxEntries));
  if (purgeOnQuotaError) registerQuotaErrorCallback(async () => void (await caches.delete(cacheName)));

  return {
    cacheDidUpdate: async () => trim(),
    cachedResponseWillBeUsed: async ({ request, cachedResponse, event }) => {
      if (!cachedResponse || !touchOnHit) return cachedResponse ?? null;
      const copy = cachedResponse.clone();
      const touched = enqueue(async () => (await caches.open(cacheName)).put(request, copy)).then(trim);
      try {
        event?.waitUntil(touched.catch(() => undefined));
      } catch {
        // The event already ended (a late hit): the touch still runs while the worker is up.
      }
      return cachedResponse;
    },
    settled: () => enqueue(async () => undefined),
  };
}
