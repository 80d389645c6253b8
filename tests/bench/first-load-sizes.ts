// The first-load figures of `npm run bench`: the gzip size of the JS and CSS a page loads before
// it runs, from the built index.html and dist/.vite/manifest.json, against the landing budget.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readEntryAssets } from './entry-assets.ts';
import { formatKb, gzipSizeOf } from './gzip-size.ts';
import { collectFiles, findRouteKeys, startKeys, type ViteManifest } from './vite-manifest.ts';

export const landingJsBudgetBytes = 130_000;

interface FirstLoad {
  name: string;
  /** What boot.ts starts there: the landing page's own start, or the app. */
  start: 'landing' | 'app';
  /** The route files (TanStack's split chunks) the page needs besides its start. */
  routes: RegExp[];
}

const root = /^src\/client\/routes\/__root\.tsx\?/;
const firstLoads: FirstLoad[] = [
  // Signed out, / hydrates with landing-main.tsx alone (src/client/boot.ts): no router, no app.
  { name: 'landing / (signed out)', start: 'landing', routes: [] },
  { name: '/ in the app (signed in)', start: 'app', routes: [root, /^src\/client\/routes\/index\.tsx\?/] },
  {
    name: '/events (signed in)',
    start: 'app',
    routes: [root, /^src\/client\/routes\/_authenticated\.tsx\?/, /^src\/client\/routes\/_authenticated\/events\.tsx\?/],
  },
];

const strip = (href: string) => href.replace(/^\//, '');
const total = (sized: Array<{ size: number }>) => sized.reduce((sum, { size }) => sum + size, 0);

async function gzipSizes(dist: string, files: Iterable<string>): Promise<Array<{ file: string; size: number }>> {
  const sized = await Promise.all([...files].map(async (file) => ({ file, size: await gzipSizeOf(path.join(dist, file)) })));
  return sized.sort((a, b) => b.size - a.size);
}

/** Prints each page's first-load JS and CSS (biggest files first) and the landing page against its budget. */
export async function printFirstLoadSizes(dist: string): Promise<void> {
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  const html = readEntryAssets(await readFile(path.join(dist, 'index.html'), 'utf8'));

  console.log('First-load size per page (gzip, level 9; entry + modulepreloads + CSS + what the entry starts + route chunks)\n');
  let landingJs = 0;
  for (const page of firstLoads) {
    const startKeysFound = startKeys(manifest, page.start);
    if (startKeysFound.length === 0) console.warn(`  warning: the entry starts no ${page.start} chunk (${page.name})`);
    const routeKeys = findRouteKeys(manifest, page.routes);
    if (page.routes.length > 0 && routeKeys.length === 0) console.warn(`  warning: no route chunk found for ${page.name}`);
    const loaded = collectFiles(manifest, [...startKeysFound, ...routeKeys]);
    const scripts = new Set([...html.scripts.map(strip), ...loaded.scripts]);
    const styles = new Set([...html.styles.map(strip), ...loaded.styles]);
    const jsFiles = await gzipSizes(dist, scripts);
    const cssFiles = await gzipSizes(dist, styles);
    const js = total(jsFiles);
    if (page.start === 'landing') landingJs = js;
    console.log(`  ${page.name.padEnd(25)} JS ${formatKb(js).padStart(9)} (${scripts.size} files)   CSS ${formatKb(total(cssFiles)).padStart(8)} (${styles.size} files)`);
    // The biggest files first: where to look when the figure grows.
    for (const { file, size } of [...jsFiles, ...cssFiles].slice(0, 6)) console.log(`      ${formatKb(size).padStart(9)}  ${file}`);
  }

  const verdict = landingJs <= landingJsBudgetBytes ? 'within budget' : 'OVER BUDGET';
  console.log(`\nBudget: landing page JS ≤ ${formatKb(landingJsBudgetBytes)} gzip → ${formatKb(landingJs)}: ${verdict}`);
  // The landing page paints from its HTML and hydrates only once loaded and idle (src/client/boot.ts).
  const firstPaintJs = total(await gzipSizes(dist, html.scripts.map(strip)));
  console.log(`  of it needed before the landing page has loaded (the entry, which sets the colour mode): ${formatKb(firstPaintJs)}; the rest starts once it is idle`);
}
