import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createPreloadFinder, routePreloadsFile, routePreloadsSchema } from '#shared/rules/route-preloads.ts';
import { precompressBody, type PrecompressedBody } from '../services/precompressed-body.ts';

/** The app's shell for one page load: naming the files that page needs first, compressed once per set of files. */
export type ShellForPage = (pathname: string, signedIn: boolean) => Promise<PrecompressedBody>;

const withPreloads = (html: string, files: readonly string[]) =>
  html.replace('</head>', `${files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n')}\n</head>`);

/**
 * Reads the build's route preloads (src/shared/rules/route-preloads.ts) once; null when the build
 * wrote none. The shells are made on first use and kept: there are at most two per route.
 */
export async function loadShellPreloads(distDir: string, html: string): Promise<ShellForPage | null> {
  let text: string;
  try {
    text = await readFile(path.join(distDir, routePreloadsFile), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const findPreloads = createPreloadFinder(routePreloadsSchema.parse(JSON.parse(text)));
  const shells = new Map<string, Promise<PrecompressedBody>>();
  return (pathname, signedIn) => {
    const files = findPreloads(pathname, signedIn);
    const key = files.join(' ');
    let shell = shells.get(key);
    if (!shell) {
      shell = precompressBody(withPreloads(html, files));
      shells.set(key, shell);
    }
    return shell;
  };
}
