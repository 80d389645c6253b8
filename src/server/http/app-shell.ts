import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pageDescription } from '#shared/rules/page-title.ts';
import {
  createRouteMatcher,
  isPlainPath,
  notFoundPathToken,
  prerenderedDir,
  prerenderedManifestFile,
  prerenderedManifestSchema,
} from '#shared/rules/prerendered-pages.ts';
import { escapeHtml } from '../services/html-escape.ts';
import { precompressBody, type PrecompressedBody } from '../services/precompressed-body.ts';

/** The HTML marks every place the brand goes with this placeholder (title, meta tags). */
const brandPlaceholder = '%BRAND%';

/** dist/index.html with the configured brand, or null when the app has not been built. */
export async function loadBrandedIndexHtml(indexPath: string, brand: string): Promise<string | null> {
  const html = await readOptionalFile(indexPath);
  return html === null ? null : html.replaceAll(brandPlaceholder, escapeHtml(brand));
}

/**
 * The top-level manifest.webmanifest with name and short_name set to the brand, the
 * description to the product's one-line pitch (pageDescription), and any %BRAND% placeholder filled; null when absent.
 */
export async function loadBrandedManifest(manifestPath: string, brand: string): Promise<string | null> {
  const text = await readOptionalFile(manifestPath);
  if (text === null) return null;
  // JSON.stringify escapes the brand for the JSON string it lands in.
  const filled = text.replaceAll(brandPlaceholder, JSON.stringify(brand).slice(1, -1));
  const manifest = JSON.parse(filled) as Record<string, unknown>;
  const description = 'description' in manifest ? { description: pageDescription(brand) } : {};
  return JSON.stringify({ ...manifest, name: brand, short_name: brand, ...description }, null, 2);
}

/** The signed-out pages the build rendered to HTML (src/build/prerender-pages.ts), branded. */
export interface PrerenderedPages {
  /** The page drawn for this address, compressed once; null when there is none or its HTML does not fit this search. */
  pageFor(pathname: string, query: string): PrecompressedBody | null;
  /** Whether one of the app's routes takes this path (else the answer is 404). */
  isAppPath(pathname: string): boolean;
  /** The not-found page naming this path, or null when it cannot be shown as it is (then the app draws it). */
  notFoundPageFor(pathname: string): string | null;
}

/** Reads dist/.prerendered/ once at start; null when the build wrote no such pages. A malformed manifest stops the start. */
export async function loadPrerenderedPages(distDir: string, brand: string): Promise<PrerenderedPages | null> {
  const folder = path.join(distDir, prerenderedDir);
  const manifestText = await readOptionalFile(path.join(folder, prerenderedManifestFile));
  if (manifestText === null) return null;
  const manifest = prerenderedManifestSchema.parse(JSON.parse(manifestText));
  const readPage = async (file: string) => (await readFile(path.join(folder, file), 'utf8')).replaceAll(brandPlaceholder, escapeHtml(brand));
  const pages = new Map(
    await Promise.all(
      manifest.pages.map(async (page) => [page.path, { search: page.search, body: await precompressBody(await readPage(page.file)) }] as const),
    ),
  );
  const notFoundHtml = manifest.notFound ? await readPage(manifest.notFound.file) : null;
  const isAppPath = createRouteMatcher(manifest.routePaths);
  return {
    pageFor(pathname, query) {
      const page = pages.get(pathname);
      return page && (page.search === 'any' || query === '') ? page.body : null;
    },
    isAppPath,
    notFoundPageFor(pathname) {
      if (notFoundHtml === null || !isPlainPath(pathname)) return null;
      return notFoundHtml.replaceAll(notFoundPathToken, escapeHtml(pathname));
    },
  };
}

async function readOptionalFile(filePath: string): Promise<string | null> {
  try {
    return await readFile(filePath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
