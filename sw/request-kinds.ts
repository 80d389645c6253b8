// Pure predicates that decide which requests the service worker may touch.
// They take plain values (no worker globals) so unit tests run them in Node.

/** Paths the server owns outright: the app shell must never answer them. */
const serverOnlyPrefixes = ['/api/', '/uploads/', '/assets/', '/icons/'];

/** Files at the top level that are fetched, never navigated to as app routes. */
const topLevelFiles = new Set(['/sw.js', '/manifest.webmanifest', '/favicon.ico', '/robots.txt']);

/**
 * API answers are never cached by the service worker (see sw/README.md, "API answers
 * never cached"): data offline lives in the query cache, and writes go through the outbox.
 */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * A page load the app shell can answer: a same-origin navigation to an app
 * route. Anything under /api (or a static file path) goes straight to the network.
 */
export function isShellNavigation(url: URL, mode: string, origin: string): boolean {
  if (mode !== 'navigate' || url.origin !== origin) return false;
  if (isApiPath(url.pathname) || topLevelFiles.has(url.pathname)) return false;
  return !serverOnlyPrefixes.some((prefix) => url.pathname.startsWith(prefix));
}

/**
 * Images worth keeping for offline use: event pictures and avatars under
 * /uploads, our icons, and any other same-origin image. Never API answers.
 */
export function isCacheableImage(url: URL, destination: string, origin: string): boolean {
  if (url.origin !== origin || isApiPath(url.pathname)) return false;
  return destination === 'image' || url.pathname.startsWith('/uploads/') || url.pathname.startsWith('/icons/');
}

/** A file from Vite's build output (/assets/name-hash.ext): immutable. */
export function isHashedAsset(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/assets/');
}

/**
 * Only a complete HTML page may become the offline shell: an error page,
 * a redirect or a non-HTML answer would otherwise be replayed for every route.
 */
export function isCacheableShell(status: number, contentType: string | null): boolean {
  return status === 200 && (contentType ?? '').toLowerCase().includes('text/html');
}

/** The update prompt's message (workbox-window `messageSkipWaiting`). */
export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}
