import type { PrecacheEntry } from 'workbox-precaching';
import { decodePrecacheBundle, precacheBundlePath } from '#shared/precache-bundle.ts';
import { precacheController } from './precache-controller.ts';

// The install's first step (precache.ts): the build's files from its precache bundle, in one
// answer (decision 0097). Apart from precache.ts, which wires the worker's listeners, so Node
// tests run it (tests/sw/precache-bundle.test.ts).

/**
 * Puts every file of the build's precache bundle (src/shared/precache-bundle.ts) that `entries` name
 * with the same revision into the precache, under Workbox's own keys; returns the entries done.
 * None when the bundle cannot be had or read (an older server, a cut-off answer): the install then
 * fetches every file one by one, as without it. An entry with an integrity hash is left to that
 * fetch, which checks it.
 */
export async function installFromBundle(entries: ReadonlyArray<PrecacheEntry | string>): Promise<Set<PrecacheEntry | string>> {
  const controller = precacheController();
  const done = new Set<PrecacheEntry | string>();
  try {
    const response = await fetch(new URL(precacheBundlePath, location.href).href, { cache: 'no-cache', credentials: 'same-origin' });
    if (!response.ok) return done;
    const files = decodePrecacheBundle(new Uint8Array(await response.arrayBuffer()));
    const byUrl = new Map(files.map((file) => [new URL(file.url, location.href).href, file]));
    const cache = await caches.open(controller.strategy.cacheName);
    for (const entry of entries) {
      const url = new URL(typeof entry === 'string' ? entry : entry.url, location.href).href;
      const file = byUrl.get(url);
      const revision = typeof entry === 'string' ? null : (entry.revision ?? null);
      const cacheKey = controller.getCacheKeyForURL(url);
      if (!file || file.revision !== revision || !cacheKey || controller.getIntegrityForCacheKey(cacheKey)) continue;
      await cache.put(cacheKey, new Response(file.body, { headers: { 'content-type': file.type } }));
      done.add(entry);
    }
  } catch (error) {
    console.warn('The precache bundle was not used', error);
  }
  return done;
}
