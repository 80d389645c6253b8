import { matchPrecached } from './precache-controller.ts';
import { precachedShellUrl, shellCacheKey, shellCacheName } from './cache-names.ts';

// Kept apart from offline-preview.ts, which wires the worker's own listeners (it needs the
// worker's global scope), so tests can check the answer alone.

/**
 * What a phone with no network gets: for a page load the kept shell (navigation.ts's fallbacks),
 * else a copy this worker kept (the precache or a runtime cache), or a network failure.
 */
export async function answerWithoutNetwork(request: Request, storage: CacheStorage = caches, precached: typeof matchPrecached = matchPrecached): Promise<Response> {
  if (request.method !== 'GET') return Response.error();
  if (request.mode === 'navigate') {
    const shell = (await storage.match(shellCacheKey, { cacheName: shellCacheName })) ?? (await precached(precachedShellUrl).catch(() => undefined));
    return shell ?? Response.error();
  }
  const kept = (await precached(request).catch(() => undefined)) ?? (await storage.match(request));
  return kept ?? Response.error();
}
