// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { albumNewestCacheName, albumSeenCacheName } from '#shared/rules/album-image-cache.ts';
import { createKeptThumbnails } from '#client/features/album/kept-thumbnails.ts';
import { FakeCacheStorage } from '../../sw/fake-cache-storage.ts';

// The thumbnail worker reads kept thumbnails from the service worker's caches itself, and must
// keep the seen cache's order as the service worker does: the least recently shown first out.

const thumbnail = (i: number) => `https://hallway.test/uploads/album-photo/p${String(i).padStart(21, '0')}-thumb.webp`;
const picture = (label: string) => new Response(label, { headers: { 'content-type': 'image/webp' } });

let storage: FakeCacheStorage;

async function keep(cacheName: string, ...indexes: number[]): Promise<void> {
  const cache = await storage.open(cacheName);
  for (const i of indexes) await cache.put(thumbnail(i), picture(`${cacheName} ${i}`));
}

const seenOrder = () => storage.urls(albumSeenCacheName).map((url) => Number(/p(\d+)-thumb/.exec(url)![1]));

beforeEach(() => {
  storage = new FakeCacheStorage();
});

describe('the thumbnails the phone keeps, read by the thumbnail worker', () => {
  it('answers from the newest cache first and leaves the seen cache as it was', async () => {
    await keep(albumNewestCacheName, 1);
    await keep(albumSeenCacheName, 1, 2);
    const kept = createKeptThumbnails({ open: (name) => storage.open(name), touchDelayMs: 0 });

    expect(await (await kept.match(thumbnail(1)))?.text()).toBe(`${albumNewestCacheName} 1`);
    await kept.settled();
    expect(seenOrder()).toEqual([1, 2]);
  });

  it('answers from the seen cache and then puts what it read there again, most recently read last', async () => {
    await keep(albumSeenCacheName, 1, 2, 3, 4);
    const kept = createKeptThumbnails({ open: (name) => storage.open(name), touchDelayMs: 0 });

    expect(await (await kept.match(thumbnail(2)))?.text()).toBe(`${albumSeenCacheName} 2`);
    await kept.match(thumbnail(1));
    await kept.match(thumbnail(2));
    await kept.settled();
    // 3 and 4 were not read: they are now the least recently shown, the first the service worker trims.
    expect(seenOrder()).toEqual([3, 4, 1, 2]);
    // What was put again is still the picture.
    expect(await (await (await storage.open(albumSeenCacheName)).match(thumbnail(2)))?.text()).toBe(`${albumSeenCacheName} 2`);
  });

  it('waits for the reads to pause before writing anything', async () => {
    await keep(albumSeenCacheName, 1, 2);
    const kept = createKeptThumbnails({ open: (name) => storage.open(name), touchDelayMs: 50 });

    await kept.match(thumbnail(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seenOrder()).toEqual([1, 2]);
    await kept.settled();
    expect(seenOrder()).toEqual([2, 1]);
  });

  it('does not put back a thumbnail the service worker trimmed meanwhile, so the cache stays within its bound', async () => {
    await keep(albumSeenCacheName, 1, 2);
    const kept = createKeptThumbnails({ open: (name) => storage.open(name), touchDelayMs: 20 });

    await kept.match(thumbnail(1));
    await (await storage.open(albumSeenCacheName)).delete(thumbnail(1));
    await kept.settled();
    expect(seenOrder()).toEqual([2]);
  });

  it('answers nothing for a thumbnail the phone does not keep, and writes nothing', async () => {
    await keep(albumSeenCacheName, 1);
    const kept = createKeptThumbnails({ open: (name) => storage.open(name), touchDelayMs: 0 });

    expect(await kept.match(thumbnail(9))).toBeUndefined();
    await kept.settled();
    expect(seenOrder()).toEqual([1]);
    expect(storage.urls(albumNewestCacheName)).toEqual([]);
  });
});
