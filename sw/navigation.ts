import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { precachedShellUrl, shellCacheKey, shellCacheName } from './cache-names.ts';
import { firstScreenSkipHeader } from '#shared/rules/first-screen-page.ts';
import { isCacheableShell, isShellNavigation } from './request-kinds.ts';
import { matchPrecached } from './precache-controller.ts';

/** Past this, a slow venue network loses to the cached shell. */
const networkTimeoutSeconds = 3;

/**
 * Stores every page load under one key and falls back to the build's index.html. Its fetch says
 * it is the worker's, so the server sends the plain shell, never a screen it drew for a first
 * visit (src/server/http/first-screen-page.ts): the page the worker answers with is always saved
 * data's, and the one shell kept must hold no one's event.
 */
const shellPlugin: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => {
    const headers = new Headers(request.headers);
    headers.set(firstScreenSkipHeader, '1');
    return new Request(request, { headers });
  },
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
