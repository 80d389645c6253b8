import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { imageCacheName } from './cache-names.ts';
import { isCacheableImage } from './request-kinds.ts';

// Enough for a 5,000-person event's avatar thumbnails (a few kB each), which the attendee list
// and the door roster download for offline use, plus event pictures and icons.
const maxImages = 8000;
const maxImageAgeSeconds = 30 * 24 * 60 * 60;

/**
 * Event pictures, avatars and icons: cache first, so a venue with no network
 * still shows them. Expiration keeps the cache bounded, and a full disk
 * empties it rather than failing writes elsewhere.
 */
export function registerImageCache(origin: string): void {
  registerRoute(
    ({ request, url }) => isCacheableImage(url, request.destination, origin),
    new CacheFirst({
      cacheName: imageCacheName,
      plugins: [new ExpirationPlugin({ maxEntries: maxImages, maxAgeSeconds: maxImageAgeSeconds, purgeOnQuotaError: true })],
    }),
  );
}
