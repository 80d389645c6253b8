// The floor under the album's scroll figure, measured in the same run: the same thumbnails laid out
// as the grid lays them out, as a plain page with no script, no app and no service worker (every
// tile an <img loading="lazy"> at its place, so the browser itself decides what to fetch), scrolled
// by the same wheel gesture at the same CPU slowdown and traced the same way. Its dropped frames are
// what this machine drops scrolling these pictures at all: a count the app cannot go under here.
// The page's document is answered from memory; the pictures come from the bench's server over
// local HTTP (a context of its own, signed in with the album page's cookies), as plain as they come.
import type { Browser, BrowserContext } from '@playwright/test';
import { traceWheelScroll, type ScrollFrames, type DroppedBreakdown } from './album-scroll-trace.ts';

export interface ScrollFloor {
  frames: ScrollFrames;
  dropped: DroppedBreakdown;
}

interface ScrollFloorInput {
  /** The bench server's origin; the floor page is served under it, so the pictures are same-origin. */
  origin: string;
  /** Every photo's thumbnail address, newest first (the grid's order). */
  thumbnails: readonly string[];
  /** Where the grid starts on the album page (px from the page top), its tile and gap (px). */
  gridTop: number;
  tile: number;
  gap: number;
  columns: number;
  viewport: { width: number; height: number };
  cookiesFrom: BrowserContext;
  cpuSlowdown: number;
  gesture: { distance: number; speed: number; x: number; y: number };
}

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The plain page: a box as tall as the grid, each thumbnail placed absolutely where the grid puts it. */
export function scrollFloorHtml({ thumbnails, gridTop, tile, gap, columns }: Pick<ScrollFloorInput, 'thumbnails' | 'gridTop' | 'tile' | 'gap' | 'columns'>): string {
  const step = tile + gap;
  const rows = Math.ceil(thumbnails.length / columns);
  const images = thumbnails
    .map((src, i) => {
      const left = (i % columns) * step;
      const top = Math.floor(i / columns) * step;
      return `<img src="${escapeAttribute(src)}" alt="" loading="lazy" decoding="async" width="${tile}" height="${tile}" style="position:absolute;left:${left}px;top:${top}px;width:${tile}px;height:${tile}px;object-fit:cover">`;
    })
    .join('');
  return `<!doctype html><html lang="en-CA"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="margin:0"><div style="height:${gridTop}px"></div><div style="position:relative;height:${rows * step}px">${images}</div></body></html>`;
}

/** Scrolls the plain page as the album was scrolled, offline-free but otherwise alike; its frames as the trace reports them. */
export async function measureScrollFloor(browser: Browser, input: ScrollFloorInput): Promise<ScrollFloor> {
  const context = await browser.newContext({ baseURL: input.origin, viewport: input.viewport, deviceScaleFactor: 1, serviceWorkers: 'block' });
  try {
    await context.addCookies(await input.cookiesFrom.cookies(input.origin));
    const html = scrollFloorHtml(input);
    await context.route('**/floor/scroll', (route) => route.fulfill({ contentType: 'text/html', body: html }));
    const page = await context.newPage();
    await page.goto('/floor/scroll');
    await page.waitForLoadState('load');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: input.cpuSlowdown });
    await page.waitForTimeout(1000);
    const { frames, dropped } = await traceWheelScroll(cdp, input.gesture, () => page.evaluate(() => window.scrollY));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { frames, dropped };
  } finally {
    await context.close();
  }
}
