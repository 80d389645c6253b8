// What the album bench reads inside the page. `albumProbeScript` runs before the app on every load
// (Playwright addInitScript) and records into window.__albumProbe:
// - thumbnails painted: Chromium's Element Timing API (the grid's <img elementtiming="album-thumbnail">),
//   each entry's renderTime (ms from navigation start), whether it was on screen and its URL (the
//   saved first screen paints a thumbnail, then the live grid paints the same one again);
// - photo uploads: XMLHttpRequest wrapped for POST …/album/photos: in flight now, the peak, how many
//   started, upload progress events per idempotency key;
// - progress bars: every "Uploading <file>" progressbar seen, with the values it showed (once
//   window.__albumProbeWatchBars() is called).
// The functions below run in the page through page.evaluate (no imports, plain browser APIs).

export interface AlbumProbe {
  thumbnails: Array<{ renderTime: number; onScreen: boolean; url: string }>;
  uploadsInFlight: number;
  uploadsPeak: number;
  uploadsStarted: number;
  progressEvents: Record<string, number>;
  progressBars: Record<string, number[]>;
}

export const albumProbeScript = `(() => {
  // tsx (esbuild keepNames) wraps named inner functions of page.evaluate callbacks in __name().
  globalThis.__name = globalThis.__name || ((target) => target);
  const probe = { thumbnails: [], uploadsInFlight: 0, uploadsPeak: 0, uploadsStarted: 0, progressEvents: {}, progressBars: {} };
  window.__albumProbe = probe;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.identifier !== 'album-thumbnail') continue;
        const rect = entry.intersectionRect;
        probe.thumbnails.push({ renderTime: entry.renderTime || entry.loadTime, onScreen: !!rect && rect.width > 0 && rect.height > 0, url: entry.url || '' });
      }
    }).observe({ type: 'element', buffered: true });
  } catch {}
  const open = XMLHttpRequest.prototype.open;
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    this.__albumUpload = method === 'POST' && /\\/album\\/photos$/.test(String(url));
    return open.call(this, method, url, ...rest);
  };
  XMLHttpRequest.prototype.send = function (body) {
    if (this.__albumUpload) {
      const key = body instanceof FormData ? String(body.get('idempotencyKey')) : '?';
      probe.uploadsStarted += 1;
      probe.uploadsInFlight += 1;
      probe.uploadsPeak = Math.max(probe.uploadsPeak, probe.uploadsInFlight);
      this.upload.addEventListener('progress', () => { probe.progressEvents[key] = (probe.progressEvents[key] || 0) + 1; });
      this.addEventListener('loadend', () => { probe.uploadsInFlight -= 1; });
    }
    return send.call(this, body);
  };
  const readBars = () => {
    for (const bar of document.querySelectorAll('[role="progressbar"][aria-label^="Uploading "]')) {
      const label = bar.getAttribute('aria-label');
      const value = Number(bar.getAttribute('aria-valuenow'));
      const seen = (probe.progressBars[label] = probe.progressBars[label] || []);
      if (seen[seen.length - 1] !== value) seen.push(value);
    }
  };
  // Watched only for the uploads (the bench calls it then): while scrolling it would be the probe's own cost.
  window.__albumProbeWatchBars = () => new MutationObserver(readBars).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
})();`;

/**
 * When every thumbnail of the first screen was on screen: for each distinct on-screen thumbnail
 * its first paint, and the last of those (NaN when none was on screen).
 */
export function firstScreenCompleteMs(thumbnails: AlbumProbe['thumbnails']): number {
  const first = new Map<string, number>();
  for (const entry of thumbnails) if (entry.onScreen) first.set(entry.url, Math.min(first.get(entry.url) ?? Infinity, entry.renderTime));
  return first.size ? Math.max(...first.values()) : NaN;
}

/**
 * Resolves once the page has settled: two idle periods in a row with at least `idleMs` to spare
 * (nothing due in that time: the app has started, its saves and cache writes are done), or after
 * `capMs`. Returns how long that took.
 */
export function waitForQuietPage({ idleMs, capMs }: { idleMs: number; capMs: number }): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    let quiet = 0;
    const check = (deadline: IdleDeadline) => {
      quiet = deadline.timeRemaining() >= idleMs ? quiet + 1 : 0;
      if (quiet >= 2 || performance.now() - started > capMs) resolve(performance.now() - started);
      else setTimeout(() => requestIdleCallback(check), 50);
    };
    requestIdleCallback(check);
  });
}

/** The album caches' entry counts, to tell when the worker has finished trimming them. */
export async function albumCacheCounts(): Promise<string> {
  const counts: string[] = [];
  for (const name of (await caches.keys()).filter((cacheName) => cacheName.startsWith('hallway-album')).sort()) counts.push(`${name}=${(await (await caches.open(name)).keys()).length}`);
  return counts.join(' ');
}

/** What the phone keeps for the album: the worker's album caches (bytes read back), the pack's album part, the origin's estimate. */
export async function measureAlbumStorage(): Promise<{
  caches: Record<string, { entries: number; bytes: number }>;
  albumFilesInImageCache: number;
  packAlbumBytes: number;
  usage: number;
  usageDetails: Record<string, number>;
}> {
  const result: Record<string, { entries: number; bytes: number }> = {};
  for (const name of await caches.keys()) {
    if (!name.startsWith('hallway-album')) continue;
    const cache = await caches.open(name);
    let bytes = 0;
    const keys = await cache.keys();
    for (const request of keys) bytes += (await (await cache.match(request))?.blob())?.size ?? 0;
    result[name] = { entries: keys.length, bytes };
  }
  let albumFilesInImageCache = 0;
  if (await caches.has('hallway-images-v1')) {
    const images = await caches.open('hallway-images-v1');
    albumFilesInImageCache = (await images.keys()).filter((request) => request.url.includes('/uploads/album-photo/')).length;
  }
  // The event pack's album part (idb-keyval store 'packs' in 'hallway-event-packs'), measured as its JSON.
  const packAlbumBytes = await new Promise<number>((resolve) => {
    const opening = indexedDB.open('hallway-event-packs');
    opening.onerror = () => resolve(NaN);
    opening.onsuccess = () => {
      const db = opening.result;
      const store = db.transaction('packs', 'readonly').objectStore('packs');
      const all = store.getAllKeys();
      all.onsuccess = () => {
        const keys = (all.result as IDBValidKey[]).filter((key) => typeof key === 'string' && key.endsWith(':album'));
        let total = 0;
        let left = keys.length;
        if (left === 0) return resolve(0);
        for (const key of keys) {
          const read = store.get(key);
          read.onsuccess = () => {
            const value: unknown = read.result;
            total += new Blob([typeof value === 'string' ? value : JSON.stringify(value)]).size;
            if (--left === 0) resolve(total);
          };
        }
      };
    };
  });
  const estimate = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: Record<string, number> };
  return { caches: result, albumFilesInImageCache, packAlbumBytes, usage: estimate.usage ?? NaN, usageDetails: estimate.usageDetails ?? {} };
}

/**
 * Scrolls the page down `distance` px at `speed` px/s, one step per animation frame, and returns
 * the intervals between frames (ms). A frame interval well over 1/60 s is a frame not drawn on time.
 */
export function scrollAndTimeFrames({ distance, speed }: { distance: number; speed: number }): Promise<number[]> {
  return new Promise((resolve) => {
    const intervals: number[] = [];
    const from = window.scrollY;
    let start: number | null = null;
    let last: number | null = null;
    const frame = (now: number) => {
      start ??= now;
      if (last !== null) intervals.push(now - last);
      last = now;
      const moved = ((now - start) * speed) / 1000;
      window.scrollTo(0, from + Math.min(distance, moved));
      if (moved < distance) requestAnimationFrame(frame);
      else resolve(intervals);
    };
    requestAnimationFrame(frame);
  });
}
