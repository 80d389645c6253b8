import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures/test.ts';
import { callMutation, callQuery } from '../fixtures/trpc.ts';
import { reloadUnderServiceWorker, servedByServiceWorker } from '../fixtures/service-worker.ts';
import { typeInto } from '../fixtures/type-into.ts';

// The demo conference (seeded, open to join, album on).
const demoEventId = '5eed0000-0000-4000-8000-000000000001';

/** A JPEG carrying a camera's EXIF and a GPS position, as a phone's photo does. */
async function photoWithLocation(hue: number): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: hue, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'HallwayPhone', Model: 'Test 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 4000/100' },
    })
    .toBuffer();
}

interface Overlay {
  ownPhotos: Array<{ photo: { id: string; src: string; thumbnailSrc: string; caption: string }; status: string }>;
}

test('an attendee adds two photos offline, sees them pending, and online they upload once without their location; the album opens offline after a visit @engines', async ({ page, context, signedIn }) => {
  test.slow();
  expect(signedIn.email).toBeTruthy();
  await callMutation(page.request, 'event.join', { id: demoEventId });
  const files = [
    { name: 'stage.jpg', mimeType: 'image/jpeg', buffer: await photoWithLocation(30) },
    { name: 'hall.jpg', mimeType: 'image/jpeg', buffer: await photoWithLocation(220) },
  ];
  // The camera's tags are really there before the upload, so their absence later means something.
  expect((await sharp(files[0]!.buffer).metadata()).exif).toBeDefined();
  const caption = `Keynote crowd ${randomUUID().slice(0, 6)}`;

  await page.goto(`/event/${demoEventId}/album`);
  await expect(page.getByRole('heading', { level: 1, name: 'Album' })).toBeVisible();
  await reloadUnderServiceWorker(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Album' })).toBeVisible();

  await context.setOffline(true);
  try {
    await page.getByLabel('Choose from gallery').setInputFiles(files);
    await expect(page.getByRole('list', { name: 'Photos to add' }).getByRole('listitem')).toHaveCount(2);
    await typeInto(page.getByLabel('Caption (optional)'), caption);
    await page.getByRole('button', { name: 'Add 2 photos' }).click();
    const queued = page.getByRole('region', { name: /Your photos on this phone/ });
    await expect(queued.getByRole('listitem')).toHaveCount(2);
    await expect(queued.getByText('Pending: uploads when you are back online')).toHaveCount(2);
    // Kept on the phone through a reload, still offline.
    await page.reload();
    await expect(page.getByRole('region', { name: /Your photos on this phone/ }).getByRole('listitem')).toHaveCount(2);
  } finally {
    await context.setOffline(false);
  }

  // Online: both go, and leave the list.
  await expect(page.getByRole('region', { name: /Your photos on this phone/ })).toHaveCount(0, { timeout: 30_000 });
  const overlay = await callQuery<Overlay>(page.request, 'album.overlay', { eventId: demoEventId });
  const mine = overlay.ownPhotos.filter((added) => added.photo.caption === caption);
  expect(mine).toHaveLength(2); // once each, never twice
  await expect(page.getByRole('button', { name: new RegExp(`Photo by .*: ${caption}`) })).toHaveCount(2, { timeout: 15_000 });

  // Read back as stored: no EXIF, no GPS.
  for (const added of mine) {
    const response = await page.request.get(added.photo.src);
    expect(response.ok()).toBe(true);
    const meta = await sharp(await response.body()).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(640);
  }

  // Open one in the viewer: the arrow keys move, Escape closes.
  // Another spec adds photos to the same demo album in parallel: one arriving between finding the
  // button and the click shifts the grid under the pointer, and another photo opens. Then again.
  const viewer = page.getByRole('dialog');
  await expect(async () => {
    if ((await viewer.count()) > 0) await page.keyboard.press('Escape');
    await page.getByRole('button', { name: new RegExp(`Photo by .*: ${caption}`) }).first().click();
    await expect(viewer.getByText(caption)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  // After the visit, offline: the album opens with its thumbnails.
  await context.setOffline(true);
  try {
    const reloaded = await page.reload();
    expect(await servedByServiceWorker(page, reloaded)).toBe(true);
    const tile = page.getByRole('button', { name: new RegExp(`Photo by .*: ${caption}`) }).first();
    await expect(tile).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => tile.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  } finally {
    await context.setOffline(false);
  }
});

/** `count` red photos uploaded through the API (newest first, 30 fill the first chunk and reach into the second). */
async function uploadRedPhotos(page: Page, count: number): Promise<void> {
  const red = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 210, g: 30, b: 40 } } }).jpeg().toBuffer();
  const tag = randomUUID().slice(0, 6);
  for (let i = 0; i < count; i++) {
    const response = await page.request.post(`/api/events/${demoEventId}/album/photos`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      multipart: { file: { name: `red-${i}.jpg`, mimeType: 'image/jpeg', buffer: red }, caption: `Red ${tag} ${i}`, idempotencyKey: randomUUID() },
    });
    expect(response.status()).toBe(201);
  }
}

/** The signed-in attendee joins the demo event at phone size (three columns) and `count` red photos are added. */
async function phoneAlbumWithRedPhotos(page: Page, signedInEmail: string, count: number): Promise<void> {
  expect(signedInEmail).toBeTruthy();
  await callMutation(page.request, 'event.join', { id: demoEventId });
  await page.setViewportSize({ width: 412, height: 839 });
  await uploadRedPhotos(page, count);
}

/**
 * Scrolls the album grid's row `row` (three columns at phone size) to the top of the screen: the
 * album is shared by the tests of this file, so its length, and where its bottom lies, vary.
 */
async function scrollToRow(page: Page, row: number): Promise<void> {
  await page.evaluate((wanted) => {
    const grid = document.querySelector('[role="group"][aria-label^="Album: "]');
    if (!grid) throw new Error('no album grid');
    const top = grid.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, top + (wanted * grid.clientWidth) / 3);
  }, row);
}

/** The centre pixel of a screenshot (PNG), as RGB. */
async function centrePixel(png: Buffer): Promise<[number, number, number]> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 3;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

test('past the first screen the thumbnails are drawn by the worker, under tiles that stay buttons, offline too', async ({ page, context, signedIn }) => {
  test.slow();
  // At phone size the grid has three columns: the second chunk (eight rows on) starts at photo 25.
  await phoneAlbumWithRedPhotos(page, signedIn.email, 30);

  await page.goto(`/event/${demoEventId}/album`);
  await reloadUnderServiceWorker(page);
  const grid = page.getByRole('group', { name: /^Album: / });
  // The first screen's tiles keep their <img> (the saved first screen is made of them).
  await expect(grid.locator('[data-index="0"] img')).toHaveCount(1);
  // Opened at the top, nothing past the first chunk is drawn yet: no canvas, and no worker started
  // (it would cost the page's start, and the next reload its teardown). A chunk's canvas (and the
  // worker) come only from the grid's window, which the grid measures again in the frame after a
  // change: so once every first-screen picture has arrived, two frames have passed since.
  await expect.poll(() => grid.evaluate((element) => [...element.querySelectorAll('img')].every((img) => img.complete))).toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(grid.locator('canvas')).toHaveCount(0);
  expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('thumbnail-painter-worker')).length)).toBe(0);

  const drawnAfterScrolling = async () => {
    await scrollToRow(page, 8);
    // A tile of the second chunk: a button with its name, no <img>, and the worker's picture under it.
    const tile = grid.locator('[data-index="25"]');
    await expect(tile).toHaveAttribute('aria-label', /^Photo by /);
    await expect(tile.locator('img')).toHaveCount(0);
    const canvas = grid.locator('canvas').first();
    await expect(canvas).toHaveAttribute('data-painted', /^[1-9]\d*$/, { timeout: 15_000 });
    await expect(canvas).toHaveAttribute('data-failed', '0');
    const [r, g, b] = await centrePixel(await tile.screenshot());
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(100);
    expect(b).toBeLessThan(100);
    // Still a button: Enter opens its photo.
    await tile.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
  };
  await drawnAfterScrolling();

  // Offline, after that visit: the worker's fetches are answered by the service worker's album cache.
  await context.setOffline(true);
  try {
    const reloaded = await page.reload();
    expect(await servedByServiceWorker(page, reloaded)).toBe(true);
    await expect(grid.locator('[data-index="0"]')).toBeVisible({ timeout: 15_000 });
    await drawnAfterScrolling();
  } finally {
    await context.setOffline(false);
  }
});

test('scrolled far down and back to the top, the first pictures are still there, not grey squares loading again', async ({ page, signedIn }) => {
  test.slow();
  // 28 rows at least: row 22 can reach the top of the screen, so the rows drawn (four beyond the
  // screen, rounded out to chunks of eight) start at row 16.
  await phoneAlbumWithRedPhotos(page, signedIn.email, 84);

  await page.goto(`/event/${demoEventId}/album`);
  const grid = page.getByRole('group', { name: /^Album: / });
  const topPicture = grid.locator('[data-index="0"] img');
  await expect.poll(() => topPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // Held by handle: the same element must still be the one shown when the page comes back up.
  const heldPicture = await topPicture.elementHandle();

  // Far down (again once the next page of photos has arrived and the grid grew): the rows between
  // the top chunk and the screen are gone (row 10 is photo 30)...
  await expect
    .poll(async () => {
      await scrollToRow(page, 22);
      return grid.locator('[data-index="30"]').count();
    })
    .toBe(0);
  await expect(grid.locator('[data-index="63"]')).toBeVisible();
  // ...but the top chunk's own picture is the same element, still loaded, when the page goes back up.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(topPicture).toBeInViewport();
  expect(await heldPicture?.evaluate((img: HTMLImageElement) => img.isConnected && img.complete && img.naturalWidth > 0)).toBe(true);
});

test.describe('when the thumbnail worker cannot start', () => {
  // No service worker: the worker's file is asked of the network, where this test refuses it.
  test.use({ serviceWorkers: 'block' });

  test('the grid goes back to a picture per tile, never grey squares', async ({ page, signedIn }) => {
    test.slow();
    await phoneAlbumWithRedPhotos(page, signedIn.email, 30);
    let refused = 0;
    await page.route('**/*thumbnail-painter-worker*', async (route) => {
      refused += 1;
      await route.fulfill({ status: 404, body: '' });
    });

    await page.goto(`/event/${demoEventId}/album`);
    const grid = page.getByRole('group', { name: /^Album: / });
    await expect(grid.locator('[data-index="0"] img')).toHaveCount(1);
    await scrollToRow(page, 8);
    // The second chunk's tile, once the worker failed: its own <img>, loaded, and no canvas left.
    const picture = grid.locator('[data-index="25"] img');
    await expect(picture).toHaveCount(1, { timeout: 15_000 });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(grid.locator('canvas')).toHaveCount(0);
    expect(refused).toBeGreaterThan(0);
  });
});
