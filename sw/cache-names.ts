// Names of the runtime caches. Bump a version when the stored shape changes,
// so an update starts from an empty cache instead of replaying stale entries.
export const cachePrefix = 'hallway';
export const shellCacheName = `${cachePrefix}-shell-v1`;
export const imageCacheName = `${cachePrefix}-images-v1`;
// The album's bounded image caches (sw/album-images.ts).
// The thumbnails' names are shared with the page: it warms only the newest missing, and its
// thumbnail worker reads both caches directly (src/client/features/album/kept-thumbnails.ts).
export { albumNewestCacheName, albumSeenCacheName } from '#shared/rules/album-image-cache.ts';
export const albumPhotoCacheName = `${cachePrefix}-album-photos-v1`;

/**
 * Every route gets the same server-rendered shell (index.html with the brand
 * injected), so one cache entry serves them all, including routes never visited.
 */
export const shellCacheKey = '/__hallway-shell';

/** The build's own index.html in the precache: the last fallback. */
export const precachedShellUrl = '/index.html';
