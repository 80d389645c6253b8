import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';

/**
 * Precaches the build (hashed JS, CSS, icons, index.html) and serves those
 * exact URLs from the cache. Entries of earlier builds go on activate;
 * cleanupOutdatedCaches removes caches left by older Workbox versions.
 */
export function setUpPrecache(entries: Array<PrecacheEntry | string>): void {
  cleanupOutdatedCaches();
  precacheAndRoute(entries, {
    // By default '/' would be answered with the precached index.html, which
    // lacks the brand the server injects. Page loads belong to the navigation
    // route; the precached copy is only its last fallback.
    directoryIndex: '',
    cleanURLs: false,
  });
}
