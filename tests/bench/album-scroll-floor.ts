// The floors under the album's scroll figure, measured in the same run: plain pages scrolled by the
// same wheel gesture at the same CPU slowdown and traced the same way, with no app and no service
// worker. Their dropped frames are what this machine drops whatever a page does:
// - images: the same thumbnails laid out as the grid lays them out, every tile an
//   <img loading="lazy"> at its place (no script: the browser itself decides what to fetch);
// - worker canvases: the same thumbnails fetched, decoded and drawn by a worker into canvases of
//   eight rows each (OffscreenCanvas), so the main thread does nothing per picture; the least
//   main-thread work pictures can cost;
// - empty: a page as tall with nothing on it.
// The pages' documents are answered from memory; the pictures come from the bench's server over
// local HTTP (a context of its own, signed in with the album page's cookies), as plain as they come.
import type { Browser, BrowserContext } from '@playwright/test';
import { traceWheelScroll, type ScrollFrames, type DroppedBreakdown } from './album-scroll-trace.ts';

export interface ScrollFloorRun {
  frames: ScrollFrames;
  dropped: DroppedBreakdown;
}

export interface ScrollFloor {
  images: ScrollFloorRun;
  workerCanvases: ScrollFloorRun & { drawn: number };
  empty: ScrollFloorRun;
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

type GridPlaces = Pick<ScrollFloorInput, 'thumbnails' | 'gridTop' | 'tile' | 'gap' | 'columns'>;

const documentWith = (body: string) =>
  `<!doctype html><html lang="en-CA"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="margin:0">${body}</body></html>`;

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The plain page: a box as tall as the grid, each thumbnail placed absolutely where the grid puts it. */
export function scrollFloorHtml({ thumbnails, gridTop, tile, gap, columns }: GridPlaces): string {
  const step = tile + gap;
  const rows = Math.ceil(thumbnails.length / columns);
  const images = thumbnails
    .map((src, i) => {
      const left = (i % columns) * step;
      const top = Math.floor(i / columns) * step;
      return `<img src="${escapeAttribute(src)}" alt="" loading="lazy" decoding="async" width="${tile}" height="${tile}" style="position:absolute;left:${left}px;top:${top}px;width:${tile}px;height:${tile}px;object-fit:cover">`;
    })
    .join('');
  return documentWith(`<div style="height:${gridTop}px"></div><div style="position:relative;height:${rows * step}px">${images}</div>`);
}

// The canvases page's scripts are plain text, not functions of this file turned to text: the
// bench's TypeScript loader wraps functions in helpers (__name) that the page does not have.

/** The worker of the canvases page: draws each tile's thumbnail, cropped square, into its chunk's canvas. */
const paintChunks = `
const live = new Set();
onmessage = ({ data }) => {
  if (data.drop !== undefined) return void live.delete(data.drop);
  const { chunk, canvas, tiles, tile } = data;
  live.add(chunk);
  const context = canvas.getContext('2d');
  context.fillStyle = '#e5e7eb';
  for (const place of tiles) context.fillRect(place.x, place.y, tile, tile);
  for (const place of tiles) {
    (async () => {
      const bitmap = await createImageBitmap(await (await fetch(place.src)).blob());
      if (live.has(chunk)) {
        const side = Math.min(bitmap.width, bitmap.height);
        context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, place.x, place.y, tile, tile);
        postMessage('drawn');
      }
      bitmap.close();
    })();
  }
};`;

/** The canvases page's script (after \`const config = …\`): a canvas per eight rows near the screen, handed to the worker to draw. */
const placeChunks = `
const { thumbnails, tile, step, columns, gridTop } = config;
const rowsPerChunk = 8;
const chunkHeight = rowsPerChunk * step;
const worker = new Worker(URL.createObjectURL(new Blob([config.worker], { type: 'text/javascript' })));
window.drawn = 0;
worker.onmessage = () => void window.drawn++;
const grid = document.getElementById('grid');
const chunks = new Map();
const create = (chunk) => {
  const canvas = document.createElement('canvas');
  canvas.style.cssText = 'position:absolute;left:0;top:' + chunk * chunkHeight + 'px;width:100%;height:' + chunkHeight + 'px';
  canvas.width = grid.clientWidth;
  canvas.height = chunkHeight;
  grid.append(canvas);
  const offscreen = canvas.transferControlToOffscreen();
  const tiles = [];
  for (let i = chunk * rowsPerChunk * columns; i < Math.min(thumbnails.length, (chunk + 1) * rowsPerChunk * columns); i++) {
    tiles.push({ x: (i % columns) * step, y: (Math.floor(i / columns) - chunk * rowsPerChunk) * step, src: new URL(thumbnails[i], location.href).href });
  }
  worker.postMessage({ chunk, canvas: offscreen, tiles, tile }, [offscreen]);
  chunks.set(chunk, canvas);
};
let frame = 0;
const update = () => {
  frame = 0;
  const top = window.scrollY - gridTop;
  const first = Math.max(0, Math.floor((top - 1250) / chunkHeight));
  const last = Math.floor((top + window.innerHeight + 1250) / chunkHeight);
  for (let chunk = first; chunk <= last; chunk++) if (!chunks.has(chunk) && chunk * rowsPerChunk * columns < thumbnails.length) create(chunk);
  for (const [chunk, canvas] of chunks) {
    if (chunk >= first - 1 && chunk <= last + 1) continue;
    canvas.remove();
    chunks.delete(chunk);
    worker.postMessage({ drop: chunk });
  }
};
window.addEventListener('scroll', () => { if (!frame) frame = requestAnimationFrame(update); }, { passive: true });
update();`;

/** The worker canvases page (the same grid, drawn by a worker). */
export function workerCanvasesHtml({ thumbnails, gridTop, tile, gap, columns }: GridPlaces): string {
  const step = tile + gap;
  const config = { thumbnails: [...thumbnails], tile, step, columns, gridTop, worker: paintChunks };
  const script = `const config = ${JSON.stringify(config).replaceAll('<', '\\u003c')};${placeChunks}`;
  return documentWith(`<div style="height:${gridTop}px"></div><div id="grid" style="position:relative;height:${Math.ceil(thumbnails.length / columns) * step}px"></div><script>${script}</script>`);
}

/** Scrolls one plain page as the album was scrolled; its frames as the trace reports them. */
async function scrollPlainPage(browser: Browser, input: ScrollFloorInput, html: string): Promise<ScrollFloorRun & { drawn: number }> {
  const context = await browser.newContext({ baseURL: input.origin, viewport: input.viewport, deviceScaleFactor: 1, serviceWorkers: 'block' });
  try {
    await context.addCookies(await input.cookiesFrom.cookies(input.origin));
    await context.route('**/floor/scroll', (route) => route.fulfill({ contentType: 'text/html', body: html }));
    const page = await context.newPage();
    await page.goto('/floor/scroll');
    await page.waitForLoadState('load');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: input.cpuSlowdown });
    await page.waitForTimeout(1000);
    const { frames, dropped } = await traceWheelScroll(cdp, input.gesture, () => page.evaluate(() => window.scrollY));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const drawn = await page.evaluate(() => (window as unknown as { drawn?: number }).drawn ?? 0);
    return { frames, dropped, drawn };
  } finally {
    await context.close();
  }
}

/** The three plain pages, one after the other, each in a context of its own. */
export async function measureScrollFloor(browser: Browser, input: ScrollFloorInput): Promise<ScrollFloor> {
  const height = Math.ceil(input.thumbnails.length / input.columns) * (input.tile + input.gap);
  return {
    images: await scrollPlainPage(browser, input, scrollFloorHtml(input)),
    workerCanvases: await scrollPlainPage(browser, input, workerCanvasesHtml(input)),
    empty: await scrollPlainPage(browser, input, documentWith(`<div style="height:${input.gridTop + height}px"></div>`)),
  };
}
