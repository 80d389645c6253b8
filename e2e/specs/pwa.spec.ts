import { test, expect } from '../fixtures/test.ts';
import { readPngSize } from '../fixtures/png-size.ts';
import { reloadUnderServiceWorker } from '../fixtures/service-worker.ts';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test('the manifest is served with its icons, each of the size it declares @engines', async ({ page, request }) => {
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');

  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({
    name: 'Hallway',
    short_name: 'Hallway',
    start_url: '/events',
    scope: '/',
    display: 'standalone',
    theme_color: '#4D3BB5',
    lang: 'en-CA',
  });
  for (const size of ['192x192', '512x512']) {
    expect(manifest.icons).toContainEqual(expect.objectContaining({ sizes: size, purpose: 'maskable' }));
    expect(manifest.icons).toContainEqual(expect.objectContaining({ sizes: size, purpose: 'any' }));
  }

  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toContain(icon.type);
    if (icon.type === 'image/png') {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(readPngSize(await file.body()), icon.src).toEqual({ width, height });
    }
  }
});

test('the head links load: favicon, touch icon and the 1200×600 share image @engines', async ({ page, request }) => {
  await page.goto('/');
  const hrefs = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"], meta[property="og:image"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? node.getAttribute('content') ?? ''));
  expect(hrefs.length).toBeGreaterThanOrEqual(3);
  for (const href of hrefs) {
    // The tab's icon is inline (src/build/inline-favicon.ts): an SVG, with nothing to fetch.
    if (href.startsWith('data:')) {
      expect(href).toMatch(/^data:image\/svg\+xml,/);
      expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toMatch(/^<svg [^>]*xmlns=.http:\/\/www\.w3\.org\/2000\/svg/);
      continue;
    }
    const file = await request.get(href);
    expect(file.status(), href).toBe(200);
    expect(file.headers()['content-type'], href).toMatch(/^image\//);
  }
  const share = await request.get('/icons/share-1200x600.png');
  expect(readPngSize(await share.body())).toEqual({ width: 1200, height: 600 });
});

test('the service worker installs and controls the page after a reload @engines', async ({ page, request }) => {
  await page.goto('/');
  await reloadUnderServiceWorker(page);

  // The worker itself must never be cached by HTTP, or updates would stall.
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toMatch(/no-cache|no-store|max-age=0/);
});

test('API requests are never answered by the service worker @engines', async ({ page, browserName }) => {
  await page.goto('/');
  await reloadUnderServiceWorker(page);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/health')),
    page.evaluate(() => fetch('/api/health').then((r) => r.status)),
  ]);
  // Only Chromium's driver can say where an answer came from; in every engine no cache holds one (below).
  if (browserName === 'chromium') expect(response.fromServiceWorker()).toBe(false);
  const cacheNames = await page.evaluate(() => caches.keys());
  for (const name of cacheNames) {
    const urls = await page.evaluate(async (cacheName) => (await (await caches.open(cacheName)).keys()).map((r) => r.url), name);
    expect(urls.filter((url) => new URL(url).pathname.startsWith('/api')), name).toEqual([]);
  }
});
