import { describe, expect, it } from 'vitest';
import { FeedCache, type FeedEntry } from '#server/services/event-feeds/feed-cache.ts';

const entry = (bytes: number, version = 1): FeedEntry => ({
  version,
  body: { identity: Buffer.alloc(bytes), br: Buffer.alloc(0), gzip: Buffer.alloc(0), etag: `W/"${version}"` },
});

describe('the ready-answer cache', () => {
  it('keeps to its byte bound, letting the least recently used answer go first', () => {
    const cache = new FeedCache(100);
    cache.set('a', entry(40));
    cache.set('b', entry(40));
    expect(cache.get('a')).toBeDefined(); // a is now the most recently used
    cache.set('c', entry(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBe(80);
  });

  it('counts a replaced answer once, keeps nothing bigger than the bound, and forgets on delete', () => {
    const cache = new FeedCache(100);
    cache.set('a', entry(30, 1));
    cache.set('a', entry(50, 2));
    expect(cache.bytes).toBe(50);
    expect(cache.get('a')?.version).toBe(2);
    cache.set('huge', entry(101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.bytes).toBe(50);
    cache.delete('a');
    expect(cache.bytes).toBe(0);
  });
});
