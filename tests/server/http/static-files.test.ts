import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../src/build/precompress-files.ts';
import { sendRawRequest } from '../helpers/raw-http.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

// A stand-in build: the test owns its dist/, so it never depends on `npm run build`.
const brand = 'Café <Hall> & "Co"';
let dir: string;
let dist: string;
let t: TestServer;
// Big enough to be worth compressing, as every real chunk is.
const appScript = `${Array.from({ length: 300 }, (_, i) => `export const line${i} = "session ${i}";`).join('\n')}\n`;
const serviceWorker = `${Array.from({ length: 100 }, (_, i) => `self.addEventListener("message", () => ${i});`).join('\n')}\n`;

const buildFolderFiles = [
  ['.vite', 'manifest.json'],
  ['.prerendered', 'landing.html'],
  ['.first-screen', 'render-worker.mjs'],
] as const;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hallway-dist-'));
  dist = path.join(dir, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en-CA"><head><title>%BRAND% | Enrich Your Event</title><meta property="og:site_name" content="%BRAND%"></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dist, 'assets', 'index-AbC123.js'), appScript);
  await writeFile(path.join(dist, 'assets', 'photo-AbC123.png'), Buffer.alloc(4096, 7));
  await writeFile(path.join(dist, 'sw.js'), serviceWorker);
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The build's own folders: its manifest, the signed-out pages' HTML, the first-screen renderer.
  for (const [folder, file] of buildFolderFiles) {
    await mkdir(path.join(dist, folder), { recursive: true });
    await writeFile(path.join(dist, folder, file), `build's own ${folder}/${file}`);
  }
  // What the build's last step does (src/build/precompress-assets.ts).
  await precompressDirectory(dist);
  await writeFile(
    path.join(dir, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Hallway', short_name: 'Hallway', description: 'x', start_url: '/events', display: 'standalone' }),
  );
  t = await startTestServer({
    distDir: dist,
    manifestPath: path.join(dir, 'manifest.webmanifest'),
    env: { BRAND_NAME: brand },
  });
});
afterAll(async () => {
  await t.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('static files', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const response = await t.api.fetch('/assets/index-AbC123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  });

  it('makes the browser revalidate the service worker and other unhashed files', async () => {
    for (const file of ['/sw.js', '/favicon.svg']) {
      const response = await t.api.fetch(file);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it.each(['/assets/missing-123.js', '/registerSW.js', '/icons/missing.png'])('answers 404 (not the app shell) for the missing file %s', async (file) => {
    const response = await t.api.fetch(file);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toMatch(/text\/html/);
  });

  it.each(buildFolderFiles)("never serves the build's own folder %s (%s): they are the server's to read", async (folder, file) => {
    const response = await t.api.fetch(`/${folder}/${file}`);
    expect(await response.text()).not.toContain("build's own");
  });

  it('serves the manifest with the configured brand, as application/manifest+json, not cached', async () => {
    const response = await t.api.fetch('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toMatchObject({
      name: brand,
      short_name: brand,
      description: `Enrich your event with ${brand}.`,
      start_url: '/events',
    });
  });
});

describe('the app shell', () => {
  it.each(['/', '/index.html', '/events', '/event/123/schedule?filter=all'])('answers %s with index.html, branded and escaped', async (url) => {
    const response = await t.api.fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).not.toContain('%BRAND%');
    expect(html).toContain('<title>Café &lt;Hall&gt; &amp; &quot;Co&quot; | Enrich Your Event</title>');
    expect(html).toContain('content="Café &lt;Hall&gt; &amp; &quot;Co&quot;"');
  });

  it('is not the answer for unknown API paths', async () => {
    const response = await t.api.fetch('/api/trpc-nope');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
  });
});

/** Relative to the test server; see sendRawRequest. */
const rawRequest = (url: string, headers: Record<string, string> = {}, method = 'GET') => sendRawRequest(new URL(url, t.url), headers, method);

const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;

describe('precompressed files', () => {
  it('are written by the build next to text files worth it, never for images or tiny files', () => {
    expect(existsSync(path.join(dist, 'assets', 'index-AbC123.js.br'))).toBe(true);
    expect(existsSync(path.join(dist, 'assets', 'index-AbC123.js.gz'))).toBe(true);
    expect(existsSync(path.join(dist, 'sw.js.br'))).toBe(true);
    expect(existsSync(path.join(dist, 'assets', 'photo-AbC123.png.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'favicon.svg.br'))).toBe(false);
  });

  it.each(['br', 'gzip'] as const)('are sent as %s when accepted: vary, the length sent, and the original bytes inside', async (encoding) => {
    const original = await readFile(path.join(dist, 'assets', 'index-AbC123.js'));
    const answer = await rawRequest('/assets/index-AbC123.js', { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(original.length / 2);
    expect(decode[encoding](answer.body).equals(original)).toBe(true);
  });

  it.each([undefined, 'identity', 'br;q=0, gzip;q=0'])('are sent as they are when the client accepts no coding (%s)', async (accept) => {
    const original = await readFile(path.join(dist, 'assets', 'index-AbC123.js'));
    const answer = await rawRequest('/assets/index-AbC123.js', accept ? { 'accept-encoding': accept } : {});
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    // A shared cache must not hand this copy to a client that asked for brotli.
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.body.equals(original)).toBe(true);
  });

  it('answer HEAD with the headers of the coded file and no body', async () => {
    const size = (await readFile(path.join(dist, 'assets', 'index-AbC123.js.br'))).length;
    const answer = await rawRequest('/assets/index-AbC123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBe(size);
    expect(answer.body.length).toBe(0);
  });

  it('answer 304 to If-None-Match, with one ETag per coding', async () => {
    const br = await rawRequest('/assets/index-AbC123.js', { 'accept-encoding': 'br' });
    const plain = await rawRequest('/assets/index-AbC123.js');
    expect(br.headers['etag']).toBeTruthy();
    expect(br.headers['etag']).not.toBe(plain.headers['etag']);
    const again = await rawRequest('/assets/index-AbC123.js', { 'accept-encoding': 'br', 'if-none-match': String(br.headers['etag']) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('keep the service worker revalidated when it is sent compressed', async () => {
    const answer = await rawRequest('/sw.js', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(answer.body).toString()).toBe(serviceWorker);
  });

  it('leave images alone even when brotli is accepted', async () => {
    const answer = await rawRequest('/assets/photo-AbC123.png', { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.length).toBe(4096);
  });

  it.each(['/assets/index-AbC123.js.br', '/sw.js.gz'])('are not addressable by name (%s is a 404)', async (file) => {
    const answer = await rawRequest(file, { 'accept-encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).not.toMatch(/text\/html/);
  });
});

describe('the app shell, compressed', () => {
  it.each(['br', 'gzip'] as const)('is sent as %s with vary, and is the branded page inside', async (encoding) => {
    const plain = await rawRequest('/events');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    const answer = await rawRequest('/events', { 'accept-encoding': encoding });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(decode[encoding](answer.body).equals(plain.body)).toBe(true);
    expect(plain.body.toString()).toContain('<title>Café &lt;Hall&gt; &amp; &quot;Co&quot; | Enrich Your Event</title>');
  });

  it('answers HEAD with headers only, and 304 when the page has not changed', async () => {
    const head = await rawRequest('/', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
    const etag = String(head.headers['etag']);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await rawRequest('/event/123/schedule', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const other = await rawRequest('/', { 'accept-encoding': 'br', 'if-none-match': 'W/"something-else"' });
    expect(other.status).toBe(200);
  });
});
