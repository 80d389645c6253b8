import { batchAfterPause } from '#shared/batch-after-pause.ts';
import { albumNewestCacheName, albumSeenCacheName } from '#shared/rules/album-image-cache.ts';

// The thumbnail worker (thumbnail-painter-worker.ts) reads the thumbnails the phone keeps straight
// from the service worker's caches (sw/album-images.ts) and asks the network, through the service
// worker, only for the others. Through the service worker every kept thumbnail of a scroll would be
// a fetch event on its thread as well: with the page, the thumbnail worker and the compositor on two
// cores, that thread's share is enough for the compositor to miss frames.
// What the service worker does on such a hit is done here too: a thumbnail among the newest is read
// from there (never copied to the seen cache), and a thumbnail read from the seen cache is put
// again once the reads pause (in a batch, as the service worker writes its own), so the least
// recently shown are still the first the service worker trims (sw/bounded-cache.ts touchOnHit).

type KeptCache = Pick<Cache, 'match' | 'put'>;

export interface KeptThumbnailsDeps {
  open: (name: string) => Promise<KeptCache>;
  /** How long reads must pause before the seen cache's reads are put again (the service worker's pause). */
  touchDelayMs?: number;
}

/** Thumbnails are images sent whole: any stored answer for the URL will do. */
const matchOptions: CacheQueryOptions = { ignoreVary: true };

export function createKeptThumbnails({ open, touchDelayMs = 1000 }: KeptThumbnailsDeps) {
  const newest = open(albumNewestCacheName);
  const seen = open(albumSeenCacheName);
  // Reads of the seen cache not yet put again, the most recent last (a second read moves its URL to the end).
  const touches = new Map<string, Response>();
  let writing: Promise<void> = Promise.resolve();

  const writeTouches = async () => {
    const entries = [...touches];
    touches.clear();
    const cache = await seen;
    // In order of use. One the service worker trimmed meanwhile stays out: put back, it would hold
    // the cache over its bound until the service worker's next trim.
    for (const [url, response] of entries) if (await cache.match(url, matchOptions)) await cache.put(url, response);
  };
  // One batch at a time, so a batch's puts never interleave with the next one's.
  // A failed put (a full disk) only loses the order.
  const touchesToWrite = batchAfterPause({ pauseMs: touchDelayMs, send: () => (writing = writing.then(writeTouches).catch(() => undefined)) });
  let lastTouch: Promise<void> = Promise.resolve();

  return {
    /** The kept answer for a thumbnail's URL, or undefined when the phone does not hold it. */
    async match(url: string): Promise<Response | undefined> {
      const fromNewest = await (await newest).match(url, matchOptions);
      if (fromNewest) return fromNewest;
      const fromSeen = await (await seen).match(url, matchOptions);
      if (fromSeen) {
        touches.delete(url);
        touches.set(url, fromSeen.clone());
        lastTouch = touchesToWrite.join();
      }
      return fromSeen;
    },
    /** Resolves once the touches asked for so far are written (for tests). */
    settled: () => lastTouch,
  };
}
