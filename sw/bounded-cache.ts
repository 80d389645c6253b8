import type { WorkboxPlugin } from 'workbox-core/types.js';
import { registerQuotaErrorCallback } from 'workbox-core/registerQuotaErrorCallback.js';
import { batchAfterPause } from '#shared/batch-after-pause.ts';

// Workbox's ExpirationPlugin falls far behind its bound during a fast scroll. Its expiry runs
// once at a time and a put arriving meanwhile only asks for "one more run later", outside any
// waitUntil, so the put's own work ends with the cache over its bound; each run also walks the
// timestamps of every cache of the origin (avatars included) and deletes one by one. A hit also
// starts a run of its own beside the puts'.
//
// This plugin trims the cache itself, after every put, in one queue per cache: a trim starts
// only once the put before it finished, and the put's waitUntil lasts until its trim is done,
// so whenever the worker is idle the cache holds at most `maxEntries`. The order is the
// cache's own (Cache.keys() lists entries oldest put first, as the Cache spec and Chromium do),
// with no second store to drift from it; `touchOnHit` puts an entry again when it is shown, so
// the least recently shown go first. Those touches wait until the hits pause (a scroll offline
// shows many thumbnails a second; a put and a listing of the whole cache for each would take the
// worker's thread and the disk from the frames being drawn) and then go in one batch, one trim.
// For the same reason the puts of a scroll are trimmed together: once `trimEvery` have come in,
// or once they pause, since listing the whole cache after each put of a long scroll would keep
// the worker busy for much of it, on a CPU shared with the page's compositor. While the puts keep
// coming a cache holds up to `trimEvery` − 1 entries over its bound (a budget counts them), never
// once the worker is idle.

export interface BoundedCacheOptions {
  maxEntries: number;
  /** Put a cached answer again when it is used, so it counts as recent (least recently used first). */
  touchOnHit?: boolean;
  /** A full disk empties this cache rather than failing writes elsewhere. */
  purgeOnQuotaError?: boolean;
  /** How long hits must pause before their touches are written (tests pass 0). */
  touchDelayMs?: number;
  /** Puts trimmed together while they keep coming (1, the default: after each). */
  trimEvery?: number;
  /** How long puts must pause before the ones not yet trimmed are. */
  trimPauseMs?: number;
}

/** A second without a hit: a scroll has stopped or slowed to reading. */
const defaultTouchDelayMs = 1000;
/** A quarter of a second without a put: the scroll has stopped, or slowed to reading. */
const defaultTrimPauseMs = 250;

export interface BoundedCachePlugin extends WorkboxPlugin {
  /** Resolves once every queued put and trim of this cache has finished (for tests). */
  settled(): Promise<void>;
}

/** Deletes the oldest entries past `maxEntries`; returns how many went. */
async function trimCache(cache: Pick<Cache, 'keys' | 'delete'>, maxEntries: number): Promise<number> {
  const keys = await cache.keys();
  const extra = keys.slice(0, Math.max(0, keys.length - maxEntries));
  for (const request of extra) await cache.delete(request);
  return extra.length;
}

export function boundedCache(
  cacheName: string,
  { maxEntries, touchOnHit = false, purgeOnQuotaError = false, touchDelayMs = defaultTouchDelayMs, trimEvery = 1, trimPauseMs = defaultTrimPauseMs }: BoundedCacheOptions,
): BoundedCachePlugin {
  let queue: Promise<unknown> = Promise.resolve();
  /** Runs `task` after everything queued before it, whatever became of those. */
  const enqueue = (task: () => Promise<unknown>): Promise<void> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run.then(() => undefined);
  };
  const trim = () => enqueue(async () => trimCache(await caches.open(cacheName), maxEntries));

  // The puts of a scroll, trimmed together (each put's event waits until its batch is trimmed).
  const putsToTrim = batchAfterPause({ pauseMs: trimPauseMs, every: trimEvery, send: trim });
  if (purgeOnQuotaError) registerQuotaErrorCallback(async () => void (await caches.delete(cacheName)));

  // Hits waiting to be put again, newest last (a Map keeps the order of first insertion, so a
  // second hit moves its entry to the end), written once the hits pause.
  const touches = new Map<string, { request: Request; response: Response }>();
  const writeTouches = async () => {
    const entries = [...touches.values()];
    touches.clear();
    // The puts in order of use, then one trim: a put of an entry trimmed meanwhile adds it back.
    // A failed put (a full disk: the quota callback empties the cache) only loses the order.
    await enqueue(async () => {
      const cache = await caches.open(cacheName);
      for (const { request, response } of entries) await cache.put(request, response);
    }).then(trim);
  };
  const touchesToWrite = batchAfterPause({ pauseMs: touchDelayMs, send: writeTouches });
  const touch = (request: Request, response: Response): Promise<void> => {
    touches.delete(request.url);
    touches.set(request.url, { request, response });
    return touchesToWrite.join();
  };

  return {
    // The put's event lasts until its batch is trimmed, so the worker stays up for it.
    cacheDidUpdate: async () => putsToTrim.join(),
    cachedResponseWillBeUsed: async ({ request, cachedResponse, event }) => {
      if (!cachedResponse || !touchOnHit) return cachedResponse ?? null;
      const touched = touch(request instanceof Request ? request : new Request(request), cachedResponse.clone());
      try {
        event?.waitUntil(touched);
      } catch {
        // The event already ended (a late hit): the touch still runs while the worker is up.
      }
      return cachedResponse;
    },
    settled: () => {
      putsToTrim.flush();
      return enqueue(async () => undefined);
    },
  };
}
