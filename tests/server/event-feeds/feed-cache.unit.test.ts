import { describe, expect, it } from 'vitest';
import { entryBytes, FeedCache, type FeedEntry } from '#server/services/event-feeds/feed-cache.ts';

const entry = (bytes: number, version = 1): FeedEntry => ({
  version,
  body: { identity: Buffer.alloc(bytes), br: Buffer.alloc(0), gzip: Buffer.alloc(0), etag: `W/"${version}"` },
});

const put = (cache: FeedCache, key: string, value: FeedEntry) => cache.set(key, value, entryBytes(value));

describe('the ready-answer cache', () => {
  it('keeps to its byte bound, letting the least recently used answer go first', () => {
    const cache = new FeedCache(100);
    put(cache, 'a', entry(40));
    put(cache, 'b', entry(40));
    expect(cache.get('a')).toBeDefined(); // a is now the most recently used
    put(cache, 'c', entry(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBe(80);
  });

  it('counts a replaced answer once, keeps nothing bigger than the bound, and forgets on delete', () => {
    const cache = new FeedCache(100);
    put(cache, 'a', entry(30, 1));
    put(cache, 'a', entry(50, 2));
    expect(cache.bytes).toBe(50);
    expect(cache.get('a')?.version).toBe(2);
    put(cache, 'huge', entry(101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.bytes).toBe(50);
    cache.delete('a');
    expect(cache.bytes).toBe(0);
  });

  it('counts what the caller says an entry holds, as for a member index that is no answer of its own', () => {
    const cache = new FeedCache<{ version: number }>(100);
    cache.set('members', { version: 1 }, 70);
    cache.set('other', { version: 1 }, 40);
    expect(cache.get('members')).toBeUndefined();
    expect(cache.bytes).toBe(40);
  });
});
