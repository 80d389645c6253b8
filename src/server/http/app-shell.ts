import { readFile } from 'node:fs/promises';
import { pageDescription } from '#shared/rules/page-title.ts';
import { escapeHtml } from '../services/html-escape.ts';

/** The HTML marks every place the brand goes with this placeholder (title, meta tags). */
export const brandPlaceholder = '%BRAND%';

/** dist/index.html with the configured brand, or null when the app has not been built. */
export async function loadBrandedIndexHtml(indexPath: string, brand: string): Promise<string | null> {
  const html = await readOptionalFile(indexPath);
  return html === null ? null : html.replaceAll(brandPlaceholder, escapeHtml(brand));
}

/**
 * The top-level manifest.webmanifest with name and short_name set to the brand, the
 * description to spec §1's sentence, and any %BRAND% placeholder filled; null when absent.
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

async function readOptionalFile(filePath: string): Promise<string | null> {
  try {
    return await readFile(filePath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
