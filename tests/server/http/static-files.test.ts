import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

// A stand-in build: the test owns its dist/, so it never depends on `npm run build`.
const brand = 'Café <Hall> & "Co"';
let dir: string;
let t: TestServer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hallway-dist-'));
  const dist = path.join(dir, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en-CA"><head><title>%BRAND% | Enrich Your Event</title><meta property="og:site_name" content="%BRAND%"></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log("app")');
  await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
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
