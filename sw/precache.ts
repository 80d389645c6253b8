import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';

/**
 * Precaches the build (hashed JS, CSS, icons, index.html) and serves those
 * exact URLs from the cache. Caches from earlier builds are removed on activate.
 */
export function setUpPrecache(entries: Array<PrecacheEntry | string>): void {
  cleanupOutdatedCaches();
  precacheAndRoute(entries, {
    // By default '/' is answered with the precached index.html. Page loads must
    // reach the server first (it injects the brand), so only the navigation
    // route handles them; the precached copy is its last fallback.
    directoryIndex: '',
    cleanURLs: false,
  });
}
