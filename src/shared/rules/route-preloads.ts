import { z } from 'zod';
import { routePathPattern } from './prerendered-pages.ts';

// Which built files a page load needs before it can draw, so that the server can name them in
// the page's HTML (<link rel="modulepreload">) and the browser fetches them all at once, instead
// of learning of each only when the code before it has run (issue 35: on a 150 ms link each such
// step is a round trip or more). The build writes the list (src/build/route-preloads-file.ts);
// the server reads it once and adds the links to the app's shell (src/server/http/spa-fallback.ts).

export const routePreloadsFile = '.vite/route-preloads.json';

const builtFile = z.string().regex(/^assets\/[\w.~-]+\.js$/);

export const routePreloadsSchema = z.object({
  version: z.literal(1),
  /** What the page's entry starts on every page of the app (React, the router, the app's start). */
  start: z.array(builtFile),
  /** What the app's start loads as soon as someone is signed in (tRPC, the signed-in chrome). */
  signedIn: z.array(builtFile),
  /** Each route file (as under src/client/routes/, e.g. "event/$eventId/_attendee/schedule.tsx") and the files its split part loads. */
  routes: z.record(z.string(), z.array(builtFile)),
});

export type RoutePreloads = z.infer<typeof routePreloadsSchema>;

/**
 * A route file's path as TanStack Router's file routes spell it: pathless segments (_attendee)
 * and "route"/"index" file names vanish, a trailing "_" (not nested under its parent) is
 * dropped, "." separates segments like "/" does.
 */
export function routeFilePath(file: string): string {
  const segments = file
    .replace(/\.tsx?$/, '')
    .split(/[/.]/)
    .filter((segment, index, all) => !(index === all.length - 1 && (segment === 'route' || segment === 'index')))
    .filter((segment) => !segment.startsWith('_'))
    .map((segment) => segment.replace(/_$/, ''));
  return `/${segments.join('/')}`;
}

/**
 * The page paths that load a route file: its own when it is a page, every page below it when it is a
 * layout (others lie in its folder), pathless ones (_authenticated) included, which have no path of their own.
 */
function routePatterns(file: string, files: readonly string[]): RegExp[] {
  const folder = file.replace(/(\/route)?\.tsx?$/, '/');
  const below = files.filter((other) => other !== file && other.startsWith(folder));
  if (below.length === 0) return [routePathPattern(routeFilePath(file))];
  return below.filter((other) => !files.some((deeper) => deeper !== other && deeper.startsWith(other.replace(/(\/route)?\.tsx?$/, '/')))).map((leaf) => routePathPattern(routeFilePath(leaf)));
}

/** Matches page paths to the files to preload: the start, then (signed in) the signed-in start, then each matching route's. */
export function createPreloadFinder(preloads: RoutePreloads): (pathname: string, signedIn: boolean) => string[] {
  const files = Object.keys(preloads.routes).filter((file) => file !== '__root.tsx');
  const routes = files.map((file) => ({ patterns: routePatterns(file, files), built: preloads.routes[file] ?? [] }));
  return (pathname, signedIn) => {
    const found = new Set(preloads.start);
    if (signedIn) for (const file of preloads.signedIn) found.add(file);
    for (const route of routes) if (route.patterns.some((pattern) => pattern.test(pathname))) for (const file of route.built) found.add(file);
    return [...found];
  };
}
