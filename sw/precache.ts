import { cleanupOutdatedCaches, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { forEachAtMost } from '#shared/for-each-at-most.ts';
import { precacheController } from './precache-controller.ts';
import { entriesMissing, installFromBundle, worthTheBundle } from './precache-bundle-install.ts';

declare const self: ServiceWorkerGlobalScope;

/**
 * Files fetched at once while installing. Workbox's own install fetches one at a time
 * (https://github.com/GoogleChrome/workbox/issues/2528): on a slow venue link, one round trip per
 * file keeps the app from working offline for a long time. Four leaves two of the browser's six
 * connections for the page's own requests.
 */
const filesFetchedAtOnce = 4;

/**
 * Precaches the build (hashed JS, CSS, icons, index.html) and serves those
 * exact URLs from the cache. Entries of earlier builds go on activate;
 * cleanupOutdatedCaches removes caches left by older Workbox versions.
 */
export function setUpPrecache(entries: Array<PrecacheEntry | string>): void {
  const controller = precacheController();
  cleanupOutdatedCaches();
  controller.addToCacheList(entries);
  self.addEventListener('install', (event) => event.waitUntil(installInParallel(entries, event)));
  self.addEventListener('activate', controller.activate);
  // By default '/' would be answered with the precached index.html, which
  // lacks the brand the server injects. Page loads belong to the navigation
  // route; the precached copy is only its last fallback.
  registerRoute(new PrecacheRoute(controller, { directoryIndex: '', cleanURLs: false }));
}

/**
 * Workbox's install, a few files at a time, of the files the precache lacks: the same strategy
 * (integrity, cacheability checks, revisioned files past the HTTP cache), so one bad response still
 * fails the install.
 */
async function installInParallel(entries: Array<PrecacheEntry | string>, event: ExtendableEvent): Promise<void> {
  const controller = precacheController();
  // What an earlier install kept under the same key stays (an update fetches what changed).
  const missing = await entriesMissing(entries);
  const bundled = worthTheBundle(missing.length, entries.length) ? await installFromBundle(missing) : new Set<PrecacheEntry | string>();
  await forEachAtMost(filesFetchedAtOnce, missing.filter((entry) => !bundled.has(entry)), async (entry) => {
    const url = new URL(typeof entry === 'string' ? entry : entry.url, self.location.href).href;
    const cacheKey = controller.getCacheKeyForURL(url);
    if (!cacheKey) return;
    const revisioned = typeof entry !== 'string' && Boolean(entry.revision);
    const request = new Request(url, {
      integrity: controller.getIntegrityForCacheKey(cacheKey),
      // As Workbox: a file named by its hash may come from the HTTP cache; one with a revision may not.
      cache: revisioned ? 'reload' : 'default',
      credentials: 'same-origin',
    });
    await Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event }));
  });
}
