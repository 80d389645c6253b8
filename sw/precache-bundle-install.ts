import type { PrecacheEntry } from 'workbox-precaching';
import { decodePrecacheBundle, precacheBundlePath } from '#shared/precache-bundle.ts';
import { precacheController } from './precache-controller.ts';

// The install's first step (precache.ts): the build's files from its precache bundle, in one
// answer (decision 0097). Apart from precache.ts, which wires the worker's listeners, so Node
// tests run it (tests/sw/precache-bundle.test.ts).

/**
 * A file named by its hash, as the HTTP cache holds it when the page has just loaded it (the
 * visited screen's route, the worker's registration): never from the network. Kept rather than the
 * bundle's copy because Chromium keeps V8's code cache only for a script the worker fetched, not
 * for one it made itself, and these are the scripts every start runs. Null when not there (or
 * where a browser refuses the mode).
 */
async function fromHttpCache(url: string): Promise<Response | null> {
  const response = await fetch(url, { cache: 'only-if-cached', mode: 'same-origin', credentials: 'same-origin' }).catch(() => null);
  return response?.ok && response.type === 'basic' ? response : null;
}

const urlOf = (entry: PrecacheEntry | string) => new URL(typeof entry === 'string' ? entry : entry.url, location.href).href;
const revisionOf = (entry: PrecacheEntry | string) => (typeof entry === 'string' ? null : (entry.revision ?? null));

/**
 * The entries the precache lacks. A file's key names its hash or its revision, so an entry kept under
 * the same key by an earlier install holds the same bytes: an update's install keeps it (and the
 * code cache Chromium keeps beside it) and fetches only what changed.
 */
export async function entriesMissing<T extends PrecacheEntry | string>(entries: readonly T[]): Promise<T[]> {
  const controller = precacheController();
  const cache = await caches.open(controller.strategy.cacheName);
  // One listing, not a lookup per file.
  const kept = new Set((await cache.keys()).map((request) => request.url));
  return entries.filter((entry) => {
    const cacheKey = controller.getCacheKeyForURL(urlOf(entry));
    return !cacheKey || !kept.has(cacheKey);
  });
}

/**
 * One answer for all pays off when most files are missing (a first install: dozens of round trips
 * saved). An update that changed a few files fetches them one by one instead of the whole bundle.
 */
export function worthTheBundle(missing: number, all: number): boolean {
  return missing * 2 > all;
}

/**
 * Puts every file of the build's precache bundle (src/shared/precache-bundle.ts) that `entries` name
 * with the same revision into the precache, under Workbox's own keys (the HTTP cache's copy where it
 * has one, above); returns the entries done.
 * None when the bundle cannot be had or read (an older server, a cut-off answer): the install then
 * fetches every file one by one, as without it. An entry with an integrity hash is left to that
 * fetch, which checks it.
 */
export async function installFromBundle(entries: ReadonlyArray<PrecacheEntry | string>): Promise<Set<PrecacheEntry | string>> {
  const controller = precacheController();
  const done = new Set<PrecacheEntry | string>();
  // Asked while the bundle downloads: the HTTP cache answers at once or not at all.
  const cached = new Map(entries.filter((entry) => revisionOf(entry) === null).map((entry) => [urlOf(entry), fromHttpCache(urlOf(entry))]));
  const usedFromHttpCache = new Set<string>();
  try {
    const response = await fetch(new URL(precacheBundlePath, location.href).href, { cache: 'no-cache', credentials: 'same-origin' });
    if (!response.ok) return done;
    const files = decodePrecacheBundle(new Uint8Array(await response.arrayBuffer()));
    const byUrl = new Map(files.map((file) => [new URL(file.url, location.href).href, file]));
    const cache = await caches.open(controller.strategy.cacheName);
    for (const entry of entries) {
      const url = urlOf(entry);
      const file = byUrl.get(url);
      const cacheKey = controller.getCacheKeyForURL(url);
      if (!file || file.revision !== revisionOf(entry) || !cacheKey || controller.getIntegrityForCacheKey(cacheKey)) continue;
      const fromCache = await cached.get(url);
      if (fromCache) usedFromHttpCache.add(url);
      await cache.put(cacheKey, fromCache ?? new Response(file.body, { headers: { 'content-type': file.type } }));
      done.add(entry);
    }
  } catch (error) {
    console.warn('The precache bundle was not used', error);
  } finally {
    // The HTTP cache's answers not kept (files the bundle lacks, fetched on their own next) are let go unread.
    for (const [url, answer] of cached) if (!usedFromHttpCache.has(url)) void answer.then((unused) => unused?.body?.cancel());
  }
  return done;
}
