// The floor under the album's "first thumbnails offline" figure, measured in the same run: the same
// first screen as a plain page, with no app and no service worker, in a context of its own with the
// CPU slowed as much (Playwright answers every request from memory):
// - bare: only the twelve thumbnails, <img> elements and nothing else;
// - styled: the saved first screen's markup (header, form, tiles) with the app's stylesheet, as the
//   entry paints it before the app loads.
// The album's own figure minus "styled" is what the app, its entry and the worker add; "bare" is what
// this machine needs to paint twelve pictures at all. A target under "bare" cannot be met here by
// anything the app does. On a shared 2-core machine the floor itself moves by ±30 % between runs.
import type { Browser, Page } from '@playwright/test';
import { firstScreenPrefix } from '#client/lib/first-screen/first-screen-record.ts';
import { albumProbeScript, type AlbumProbe } from './album-page-probe.ts';

export interface FirstScreenFloor {
  bareMs: number[];
  styledMs: number[];
}

interface SavedFirstScreen {
  html: string;
  css: string;
}

/** The saved first screen of `path` (lib/first-screen/first-screen-record.ts writes it to localStorage). */
async function savedFirstScreen(page: Page, path: string): Promise<SavedFirstScreen | null> {
  return page.evaluate(({ prefix, wanted }) => {
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith(prefix) || !key.endsWith(`:${wanted}`)) continue;
      const record = JSON.parse(localStorage.getItem(key) ?? 'null') as { html?: string; css?: string } | null;
      if (record?.html && record.css) return { html: record.html, css: record.css };
    }
    return null;
  }, { prefix: firstScreenPrefix, wanted: path });
}

/** The bytes of each image the page's worker keeps for these addresses (read through the worker, offline). */
async function keptImages(page: Page, urls: readonly string[]): Promise<Map<string, Buffer>> {
  const encoded = await page.evaluate(async (list) => {
    const out: Array<[string, string]> = [];
    for (const url of list) {
      const response = await fetch(url);
      if (!response.ok) continue;
      const bytes = new Uint8Array(await response.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      out.push([new URL(url, location.href).pathname, btoa(binary)]);
    }
    return out;
  }, urls);
  return new Map(encoded.map(([pathname, base64]) => [pathname, Buffer.from(base64, 'base64')]));
}

const documentWith = (head: string, body: string) =>
  `<!doctype html><html lang="en-CA"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">${head}</head><body>${body}</body></html>`;

/**
 * Times the plain pages: `reloads` reloads of each, first thumbnail painted (Element Timing) in ms
 * from navigation start. `page` is the album's page (offline, its worker holding the thumbnails).
 */
export async function measureFirstScreenFloor(
  browser: Browser,
  page: Page,
  { path, cssText, reloads, cpuSlowdown }: { path: string; cssText: (href: string) => Promise<string>; reloads: number; cpuSlowdown: number },
): Promise<FirstScreenFloor | null> {
  const saved = await savedFirstScreen(page, path);
  if (!saved) return null;
  const sources = [...new Set([...saved.html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&')))];
  const images = await keptImages(page, sources);
  const css = await cssText(saved.css);
  const bare = sources.map((src) => `<img src="${src}" alt="" width="136" height="136" elementtiming="album-thumbnail">`).join('');
  const pages: Record<string, string> = {
    '/floor/bare': documentWith('', bare),
    '/floor/styled': documentWith(`<link rel="stylesheet" href="${saved.css}">`, `<div inert aria-busy="true">${saved.html}</div><div id="root" hidden></div>`),
  };
  const viewport = page.viewportSize() ?? { width: 412, height: 839 };
  const context = await browser.newContext({ baseURL: 'http://floor.invalid', viewport, deviceScaleFactor: 1, serviceWorkers: 'block' });
  try {
    await context.addInitScript(albumProbeScript);
    await context.route('**/*', (route) => {
      const pathname = new URL(route.request().url()).pathname;
      if (pathname === saved.css) return route.fulfill({ contentType: 'text/css', body: css });
      const image = images.get(pathname);
      if (image) return route.fulfill({ contentType: 'image/webp', body: image });
      const html = pages[pathname];
      return html ? route.fulfill({ contentType: 'text/html', body: html }) : route.fulfill({ status: 404, body: '' });
    });
    const floorPage = await context.newPage();
    const cdp = await context.newCDPSession(floorPage);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const times = async (pathname: string): Promise<number[]> => {
      await floorPage.goto(pathname);
      const out: number[] = [];
      for (let run = 0; run < reloads; run++) {
        await floorPage.waitForTimeout(500);
        await floorPage.reload();
        await floorPage.waitForFunction(() => ((window as unknown as { __albumProbe?: AlbumProbe }).__albumProbe?.thumbnails.length ?? 0) > 0, undefined, { timeout: 30_000 });
        await floorPage.waitForTimeout(300);
        const painted = await floorPage.evaluate(() => (window as unknown as { __albumProbe: AlbumProbe }).__albumProbe.thumbnails.map((entry) => entry.renderTime));
        out.push(Math.min(...painted));
      }
      return out;
    };
    return { bareMs: await times('/floor/bare'), styledMs: await times('/floor/styled') };
  } finally {
    await context.close();
  }
}
