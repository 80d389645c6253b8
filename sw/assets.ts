import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { cachePrefix } from './cache-names.ts';
import { isHashedAsset } from './request-kinds.ts';

/**
 * Hashed build files that this worker did not precache: those of a newer
 * build, loaded while this worker still controls the page (the update prompt
 * lets users keep the old worker for a while). The shell cache may then hold
 * the newer index.html, so its files must be kept too, or the next offline
 * load would miss them. Hashed names never change content: cache first.
 */
export function registerNewerAssetCache(origin: string): void {
  registerRoute(
    ({ url }) => isHashedAsset(url, origin),
    new CacheFirst({
      cacheName: `${cachePrefix}-assets-v1`,
      plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
    }),
  );
}
