import { albumFileKind } from '#shared/rules/album-image-cache.ts';
import { imageCacheName } from './cache-names.ts';

/**
 * Workers before the album caches kept album photos, full-size ones included, in the general
 * image cache with no size bound. On activate they are taken out of it (the avatars and event
 * pictures stay), so a phone that already holds an album comes back within its budget.
 * (Called on activate by sw/lifecycle.ts; kept free of worker globals so tests run it in Node.)
 */
export async function dropAlbumFilesFromImageCache(storage: CacheStorage = caches): Promise<number> {
  if (!(await storage.has(imageCacheName))) return 0;
  const cache = await storage.open(imageCacheName);
  const album = (await cache.keys()).filter((request) => albumFileKind(new URL(request.url).pathname) !== null);
  await Promise.all(album.map((request) => cache.delete(request)));
  return album.length;
}
