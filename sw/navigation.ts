import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { precachedShellUrl, shellCacheKey, shellCacheName } from './cache-names.ts';
import { isCacheableShell, isShellNavigation } from './request-kinds.ts';
import { matchPrecached } from './precache-controller.ts';

/** Past this, a slow venue network loses to the cached shell. */
const networkTimeoutSeconds = 3;

/** Stores every page load under one key and falls back to the build's index.html. */
const shellPlugin: WorkboxPlugin = {
  cacheKeyWillBeUsed: async () => shellCacheKey,
  cacheWillUpdate: async ({ response }) =>
    isCacheableShell(response.status, response.headers.get('content-type')) ? response : null,
  handlerDidError: async () => (await matchPrecached(precachedShellUrl)) ?? undefined,
};

export const shellStrategy = new NetworkFirst({
  cacheName: shellCacheName,
  networkTimeoutSeconds,
  plugins: [shellPlugin],
});

/**
 * Every app route (/, /events, /event/<id>, /me/code …) loads offline:
 * network first to the server-rendered shell, then the last one cached, then
 * the precached index.html. /api and static files are never matched.
 */
export function registerShellNavigation(origin: string): void {
  registerRoute(({ request, url }) => isShellNavigation(url, request.mode, origin), shellStrategy);
}
