import { installFakeCaches } from './worker-globals.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodePrecacheBundle, encodePrecacheBundle, precacheBundlePath, type BundledFile } from '../../src/shared/precache-bundle.ts';
import { precacheController } from '../../sw/precache-controller.ts';
import { entriesMissing, installFromBundle, worthTheBundle } from '../../sw/precache-bundle-install.ts';

const text = (value: string) => new TextEncoder().encode(value);
const files: BundledFile[] = [
  { url: 'assets/app-1a2b.js', revision: null, type: 'text/javascript; charset=utf-8', body: text('export const app = 1;\n') },
  { url: 'icons/icon-192.png', revision: 'r1', type: 'image/png', body: new Uint8Array([137, 80, 78, 71, 10, 0, 255]) },
  { url: 'assets/index-9f.css', revision: null, type: 'text/css; charset=utf-8', body: text('') },
];

describe('the precache bundle', () => {
  it('reads back every file, bytes, revision and type as written (newlines and empty files included)', () => {
    const read = decodePrecacheBundle(new Uint8Array(encodePrecacheBundle(files)));
    expect(read.map(({ url, revision, type }) => ({ url, revision, type }))).toEqual(files.map(({ url, revision, type }) => ({ url, revision, type })));
    expect(read.map((file) => [...file.body])).toEqual(files.map((file) => [...file.body]));
  });

  it('refuses another format, a head it cannot read, and a cut-off or padded answer', () => {
    const bundle = encodePrecacheBundle(files);
    expect(() => decodePrecacheBundle(text('<!doctype html>\n<html></html>\n'))).toThrow(/this version/);
    expect(() => decodePrecacheBundle(text('hallway-precache 1\n[{"url":1}]\n'))).toThrow(/unreadable head/);
    expect(() => decodePrecacheBundle(new Uint8Array(bundle.subarray(0, bundle.byteLength - 1)))).toThrow(/bytes/);
    expect(() => decodePrecacheBundle(new Uint8Array([...bundle, 0]))).toThrow(/bytes/);
    expect(() => decodePrecacheBundle(text('hallway-precache 1'))).toThrow(/no head/);
  });
});

describe("the worker's install from the bundle", () => {
  afterEach(() => vi.unstubAllGlobals());

  const entries = [
    { url: '/assets/app-1a2b.js', revision: null },
    // The list's revision differs from the bundle's (a bundle of another build): fetched on its own.
    { url: '/icons/icon-192.png', revision: 'r2' },
    { url: '/index.html', revision: 'h1' },
    { url: '/assets/index-9f.css', revision: null },
  ];

  /** The worker's fetch: the bundle from the server; from the HTTP cache only what `httpCache` holds (as Chromium answers only-if-cached). */
  function stubFetch(httpCache: Record<string, string> = {}) {
    const asked: Array<{ url: string; cache: RequestCache | undefined }> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      asked.push({ url, cache: init.cache });
      if (init.cache !== 'only-if-cached') return new Response(encodePrecacheBundle(files));
      const body = httpCache[url];
      if (body === undefined) return new Response(null, { status: 504 });
      const response = new Response(body, { headers: { 'content-type': 'text/javascript' } });
      Object.defineProperty(response, 'type', { value: 'basic' });
      return response;
    });
    return asked;
  }

  it("puts the files the worker's list names with the same revision under Workbox's keys, with their types; leaves the others", async () => {
    const storage = installFakeCaches();
    precacheController().addToCacheList(entries);
    const asked = stubFetch();
    const done = await installFromBundle(entries);
    expect(asked.filter((request) => request.cache !== 'only-if-cached').map((request) => request.url)).toEqual([`https://hallway.test${precacheBundlePath}`]);
    expect([...done].map((entry) => (typeof entry === 'string' ? entry : entry.url))).toEqual(['/assets/app-1a2b.js', '/assets/index-9f.css']);
    const cache = await storage.open(precacheController().strategy.cacheName);
    const app = await cache.match(precacheController().getCacheKeyForURL('https://hallway.test/assets/app-1a2b.js')!);
    expect(app?.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await app?.text()).toBe('export const app = 1;\n');
    expect(await cache.match(precacheController().getCacheKeyForURL('https://hallway.test/icons/icon-192.png')!)).toBeUndefined();
  });

  it("keeps the HTTP cache's copy of a file the page has just loaded, asking it only for files named by their hash, never the network", async () => {
    const storage = installFakeCaches();
    precacheController().addToCacheList(entries);
    const asked = stubFetch({ 'https://hallway.test/assets/app-1a2b.js': 'export const app = 1; // as the page loaded it\n' });
    await installFromBundle(entries);
    expect(asked.filter((request) => request.cache === 'only-if-cached').map((request) => request.url)).toEqual([
      'https://hallway.test/assets/app-1a2b.js',
      'https://hallway.test/assets/index-9f.css',
    ]);
    const cache = await storage.open(precacheController().strategy.cacheName);
    const app = await cache.match(precacheController().getCacheKeyForURL('https://hallway.test/assets/app-1a2b.js')!);
    expect(await app?.text()).toBe('export const app = 1; // as the page loaded it\n');
    // Not in the HTTP cache: the bundle's copy.
    expect(await (await cache.match(precacheController().getCacheKeyForURL('https://hallway.test/assets/index-9f.css')!))?.text()).toBe('');
  });

  it('does nothing when the bundle is missing or unreadable, so every file is fetched on its own', async () => {
    installFakeCaches();
    precacheController().addToCacheList(entries);
    vi.stubGlobal('fetch', async () => new Response('Not found', { status: 404 }));
    expect((await installFromBundle(entries)).size).toBe(0);
    vi.stubGlobal('fetch', async () => new Response('<!doctype html>\n<p>the app shell</p>\n'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await installFromBundle(entries)).size).toBe(0);
  });

  it("keeps what an earlier install saved under the same key (an update), and takes the bundle only when most files are missing", async () => {
    const storage = installFakeCaches();
    precacheController().addToCacheList(entries);
    const cache = await storage.open(precacheController().strategy.cacheName);
    // The last build's copies of two unchanged files (same hash, same revision: the same key).
    await cache.put(precacheController().getCacheKeyForURL('https://hallway.test/assets/app-1a2b.js')!, new Response('export const app = 1;\n'));
    await cache.put(precacheController().getCacheKeyForURL('https://hallway.test/index.html')!, new Response('<!doctype html>'));
    const missing = await entriesMissing(entries);
    expect(missing.map((entry) => entry.url)).toEqual(['/icons/icon-192.png', '/assets/index-9f.css']);
    // Two of four missing: an update, file by file; three of four: a first install, the bundle.
    expect(worthTheBundle(missing.length, entries.length)).toBe(false);
    expect(worthTheBundle(3, 4)).toBe(true);
    expect(worthTheBundle(entries.length, entries.length)).toBe(true);
  });
});
