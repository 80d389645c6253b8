// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { albumNewestCacheName, albumNewestHeader } from '#shared/rules/album-image-cache.ts';
import { keepNewestThumbnails } from '#client/features/album/keep-newest-thumbnails.ts';
import { warmImages } from '#client/lib/event-pack/warm-images.ts';

const name = (i: number) => `p${String(i).padStart(21, '0')}`;
const thumbnail = (i: number) => `/uploads/album-photo/${name(i)}-thumb.webp`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('keepNewestThumbnails', () => {
  it('warms only the newest 200 the worker’s newest cache does not hold, each once', async () => {
    const held = new Set([thumbnail(0), thumbnail(5)]);
    const opened: string[] = [];
    const warm = vi.fn(async (_sources: readonly string[]) => undefined);
    const sources = [...Array.from({ length: 250 }, (_, i) => thumbnail(i)), thumbnail(1)];
    const asked = await keepNewestThumbnails(sources, {
      open: async (cacheName) => {
        opened.push(cacheName);
        return { keys: async () => [...held].map((src) => new Request(new URL(src, location.href))) } as Pick<Cache, 'keys'>;
      },
      warm,
    });
    expect(opened).toEqual([albumNewestCacheName]);
    expect(asked).toBe(198);
    const warmed = warm.mock.calls[0]![0];
    expect(warmed).toHaveLength(198);
    expect(warmed).not.toContain(thumbnail(0));
    expect(warmed).not.toContain(thumbnail(200));
    expect(warmed).toContain(thumbnail(199));
  });

  it('asks nothing when every newest thumbnail is kept', async () => {
    const warm = vi.fn(async () => undefined);
    const asked = await keepNewestThumbnails([thumbnail(1)], { open: async () => ({ keys: async () => [new Request(new URL(thumbnail(1), location.href))] }) as Pick<Cache, 'keys'>, warm });
    expect(asked).toBe(0);
    expect(warm).not.toHaveBeenCalled();
  });
});

describe('warmImages', () => {
  it('marks album thumbnails as the newest for the worker, and nothing else', async () => {
    const seen: Array<{ url: string; header: string | null }> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      seen.push({ url, header: new Headers(init.headers).get(albumNewestHeader) });
      return new Response(new Uint8Array(10), { status: 200 });
    });
    const avatar = `/uploads/avatar/${name(1)}-thumb.webp`;
    const fullPhoto = `/uploads/album-photo/${name(2)}.webp`;
    const result = await warmImages([thumbnail(1), avatar, fullPhoto, thumbnail(1)]);
    expect(result.images).toBe(3);
    expect(seen.find((request) => request.url === thumbnail(1))?.header).toBe('1');
    expect(seen.find((request) => request.url === avatar)?.header).toBeNull();
    expect(seen.find((request) => request.url === fullPhoto)?.header).toBeNull();
  });
});
