import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { encodePrecacheBundle, precacheBundlePath, type BundledFile } from '#shared/precache-bundle.ts';
import { routePreloadsFile, routePreloadsSchema } from '#shared/rules/route-preloads.ts';

// Writes dist/precache.bundle (its format and why: src/shared/precache-bundle.ts) from the service
// worker's precache list, as vite-plugin-pwa hands it over (injectManifest.manifestTransforms):
// every file of the list but
// - the HTML, which the server brands (index.html), so the worker fetches it as before;
// - what a signed-in first visit to an event screen has loaded before the worker installs (the
//   page's entry and stylesheet, the app's start, the signed-in start, the event screens' shared
//   chunk): the worker's own fetch takes those from the HTTP cache, where the bundle would send
//   some 200 kB again over the venue link (~1 s at 1.6 Mbit/s);
// - scripts over 16 kB: Chromium runs a script the worker made itself (new Response) without V8's
//   code cache on every start, where one the worker fetched is compiled once and its code cache
//   used after (traced 2026-12-06, Chromium 156: v8.compileModule with and without
//   consumedCacheSize). Compiling a route's few kB again costs a phone a few milliseconds; the
//   camera scanner's 477 kB would cost it far more each time it opens, for one round trip saved.
// precompress-assets.ts then writes its .br and .gz siblings like any other file's.

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Scripts above this size are fetched on their own, to keep their code cache (above). */
const largestBundledScript = 16 * 1024;

/** The event's layout: every event screen loads what it loads. */
const eventLayoutRoute = 'event/$eventId/route.tsx';

interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
}

/** Unreadable JSON reads as nothing (the bundle then holds those files too), never a failed build. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * What index.html names (the entry, its preloads, the stylesheet) and what the route preloads list
 * says the app's start, the signed-in start and the event's layout load, as the precache list
 * spells them ("assets/app-1a2b.js"). Empty parts when a file is missing (a build without them).
 */
export async function loadedByFirstVisit(root: string): Promise<Set<string>> {
  const found = new Set<string>();
  const html = await readFile(path.join(root, 'index.html'), 'utf8').catch(() => '');
  for (const match of html.matchAll(/\b(?:src|href)="\/(assets\/[^"]+)"/g)) found.add(match[1]!);
  const preloadsText = await readFile(path.join(root, routePreloadsFile), 'utf8').catch(() => null);
  const preloads = preloadsText === null ? null : routePreloadsSchema.safeParse(parseJson(preloadsText));
  if (preloads?.success) {
    for (const file of [...preloads.data.start, ...preloads.data.signedIn, ...(preloads.data.routes[eventLayoutRoute] ?? [])]) found.add(file);
  }
  return found;
}

/** Captures the build's output folder (an `--outDir` included) for the manifest transform below. */
export function precacheBundle(): { plugin: Plugin; transform: (entries: ManifestEntry[]) => Promise<{ manifest: ManifestEntry[]; warnings: string[] }> } {
  let outDir: string | null = null;
  const plugin: Plugin = {
    name: 'hallway-precache-bundle-dir',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
  };
  const transform = async (entries: ManifestEntry[]) => {
    if (outDir === null) return { manifest: entries, warnings: ['precache bundle: the output folder is unknown; none written'] };
    const root = outDir;
    const loadedFirst = await loadedByFirstVisit(root);
    const bundled = entries.filter((entry) => {
      const extension = path.extname(entry.url);
      if (contentTypes[extension] === undefined || loadedFirst.has(entry.url)) return false;
      return extension !== '.js' || entry.size <= largestBundledScript;
    });
    const files: BundledFile[] = await Promise.all(
      bundled.map(async (entry) => ({
        url: entry.url,
        revision: entry.revision,
        type: contentTypes[path.extname(entry.url)]!,
        body: await readFile(path.join(root, entry.url)),
      })),
    );
    await writeFile(path.join(root, precacheBundlePath.slice(1)), encodePrecacheBundle(files));
    const warnings = loadedFirst.size === 0 ? ['precache bundle: no index.html or route preloads found; the bundle holds every file'] : [];
    return { manifest: entries, warnings };
  };
  return { plugin, transform };
}
