import { z } from 'zod';

// The signed-out pages the build renders to HTML (src/build/prerender-pages.ts) and the server
// sends instead of the empty app shell (src/server/http/spa-fallback.ts). The build writes a
// manifest of them next to the pages; this is its shape, and the rule both sides use to tell an
// address of the app from an unknown one.

/** Where the build puts the pages and the manifest, inside the build folder. A dot folder: never served, precached or precompressed as it is. */
export const prerenderedDir = '.prerendered';
export const prerenderedManifestFile = 'pages.json';

/**
 * The not-found page is rendered for this address; the server writes the address actually asked
 * for in its place (the page says 'Page not found: {path}'), when it is a plain one (isPlainPath).
 */
export const notFoundPathToken = '/__hallway-not-found__';

/** 'none': the page reads its search (redirectTo), so its HTML only fits the address without one. */
const pageSearchRules = ['any', 'none'] as const;

const pageFileName = z.string().regex(/^[a-z0-9-]+\.html$/);

export const prerenderedManifestSchema = z.object({
  version: z.literal(1),
  pages: z.array(z.object({ path: z.string().startsWith('/'), file: pageFileName, search: z.enum(pageSearchRules) })),
  notFound: z.object({ file: pageFileName }).nullable(),
  /** Every route's path (/event/$eventId/schedule …), from the app's router. */
  routePaths: z.array(z.string().startsWith('/')).min(1),
});

export type PrerenderedManifest = z.infer<typeof prerenderedManifestSchema>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A route path as TanStack Router matches it: $name is one segment, a lone $ the rest of the
 * path, {-$name} an optional segment; letters in any case, with or without a trailing slash.
 */
export function routePathPattern(routePath: string): RegExp {
  let source = '';
  for (const segment of routePath.split('/').filter(Boolean)) {
    if (segment === '$') return new RegExp(`^${source}(?:/.*)?$`, 'i');
    if (/^\{-\$[^}]+\}$/.test(segment)) source += '(?:/[^/]+)?';
    else if (segment.startsWith('$') || /\{\$[^}]+\}/.test(segment)) source += '/[^/]+';
    else source += `/${escapeRegExp(segment)}`;
  }
  return new RegExp(`^${source}/?$`, 'i');
}

/** Whether any of the routes takes this pathname (the app may still find nothing there, e.g. an unknown event id). */
export function createRouteMatcher(routePaths: readonly string[]): (pathname: string) => boolean {
  const patterns = routePaths.map(routePathPattern);
  return (pathname) => patterns.some((pattern) => pattern.test(pathname));
}

/**
 * A pathname the not-found page can name as it is: letters, digits and - . _ ~ only, which the
 * browser, the server and the router all spell the same (nothing to decode or normalise), so
 * the page the app hydrates says exactly what the HTML says.
 */
export function isPlainPath(pathname: string): boolean {
  return /^\/[A-Za-z0-9\-._~/]*$/.test(pathname) && !pathname.includes('//');
}
