import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

// The app shell every phone keeps: the files the service worker precaches (its manifest is
// inlined in dist/sw.js as {url, revision} entries by vite-plugin-pwa's injectManifest) and
// the worker itself. Measured once per build (keyed by sw.js's size and time): it never changes
// while the server runs that build.

export interface AppShellSize {
  files: number;
  storedBytes: number;
  transferBytes: number;
  /** Compiled code Chromium keeps beside the scripts (see compiledScriptShare): an estimate. */
  compiledCodeBytes: number;
}

/**
 * Chromium compiles every script a service worker caches while it installs and keeps V8's code
 * cache beside it in Cache Storage (v8.dev/blog/code-caching-for-devs), counted in the site's
 * usage: the phone holds it too. Its size is not knowable here, so it is a share of the scripts'
 * bytes taken from Chromium with this app's build (e2e/specs/readiness.spec.ts: Cache Storage
 * usage less the cached bodies). Other browsers keep less; the page calls it "about".
 */
const compiledScriptShare = 0.8;

const manifestUrl = /["']?\burl["']?\s*:\s*"([^"]+)"/g;
const remembered = new Map<string, { key: string; size: Promise<AppShellSize | null> }>();

/** The build's compressed sibling (src/build/precompress-files.ts) when there is one, else brotli now. */
async function transferBytesOf(file: string, bytes: number): Promise<number> {
  for (const sibling of [`${file}.br`, `${file}.gz`]) {
    const info = await stat(sibling).catch(() => null);
    if (info?.isFile()) return info.size;
  }
  return bytes < 1024 ? bytes : brotliCompressSync(await readFile(file)).byteLength;
}

async function measure(distDir: string): Promise<AppShellSize | null> {
  const worker = path.join(distDir, 'sw.js');
  const source = await readFile(worker, 'utf8').catch(() => null);
  if (source === null) return null;
  const urls = new Set(['sw.js', ...[...source.matchAll(manifestUrl)].map((match) => match[1]!.replace(/^\//, ''))]);
  let storedBytes = 0;
  let transferBytes = 0;
  let scriptBytes = 0;
  let files = 0;
  for (const url of urls) {
    const file = path.join(distDir, ...url.split('/'));
    // Only files inside the build (the manifest is ours, but a path is a path).
    if (!file.startsWith(path.resolve(distDir) + path.sep)) continue;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) continue;
    files += 1;
    storedBytes += info.size;
    transferBytes += await transferBytesOf(file, info.size);
    // The worker's own script is kept as its registration, not compiled into Cache Storage.
    if (url.endsWith('.js') && url !== 'sw.js') scriptBytes += info.size;
  }
  return { files, storedBytes, transferBytes, compiledCodeBytes: Math.round(scriptBytes * compiledScriptShare) };
}

/** Null when the server serves no build (tests, a server started without dist/). */
export async function appShellSize(distDir: string): Promise<AppShellSize | null> {
  const info = await stat(path.join(distDir, 'sw.js')).catch(() => null);
  if (!info) return null;
  const key = `${info.size}:${info.mtimeMs}`;
  const kept = remembered.get(distDir);
  if (kept?.key === key) return kept.size;
  const size = measure(distDir).catch(() => null);
  remembered.set(distDir, { key, size });
  return size;
}
