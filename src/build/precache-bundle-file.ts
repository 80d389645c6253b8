import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { encodePrecacheBundle, precacheBundlePath, type BundledFile } from '#shared/precache-bundle.ts';

// Writes dist/precache.bundle (its format and why: src/shared/precache-bundle.ts) from the service
// worker's precache list, as vite-plugin-pwa hands it over (injectManifest.manifestTransforms):
// every file of the list but the HTML, which the server brands (index.html), so the worker fetches
// it as before. precompress-assets.ts then writes its .br and .gz siblings like any other file's.

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
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
    const bundled = entries.filter((entry) => contentTypes[path.extname(entry.url)] !== undefined);
    const files: BundledFile[] = await Promise.all(
      bundled.map(async (entry) => ({
        url: entry.url,
        revision: entry.revision,
        type: contentTypes[path.extname(entry.url)]!,
        body: await readFile(path.join(root, entry.url)),
      })),
    );
    await writeFile(path.join(root, precacheBundlePath.slice(1)), encodePrecacheBundle(files));
    return { manifest: entries, warnings: [] };
  };
  return { plugin, transform };
}
