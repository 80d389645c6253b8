import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { precompressBody, type PrecompressedBody } from '../services/precompressed-body.ts';
import { accountTokenCookieName } from '#shared/contracts/session.ts';
import type { PrerenderedPages } from './app-shell.ts';
import type { AppShellHtml } from './static-files.ts';
import { sendPrecompressed } from './send-precompressed.ts';
import { embedContentSecurityPolicy, embedPathPattern } from './security-headers.ts';
import type { DrawFirstScreen } from './first-screen-page.ts';

/**
 * Unknown /api paths answer JSON 404. Other GETs get the app shell, so a deep link
 * like /event/123 opens the app, which routes it (and shows its own 404 screen).
 * A missing file (anything under /assets/, or a path ending in a static-file extension)
 * stays a 404: answering HTML for a missing script or icon breaks the page in a far
 * more confusing way. Route paths never end in these extensions.
 */
const fileExtension = /\.(?:m?js|css|map|png|jpe?g|gif|svg|ico|webp|avif|woff2?|json|webmanifest|txt|xml|br|gz)$/i;

/** The not-found page names the path, and a drawn first screen is one visitor's, so both are compressed per answer: quickly. */
const perAnswerBrotliQuality = 5;

function splitUrl(url: string): { pathname: string; query: string } {
  const mark = url.indexOf('?');
  return mark === -1 ? { pathname: url, query: '' } : { pathname: url.slice(0, mark), query: url.slice(mark + 1) };
}

/**
 * indexHtml arrives compressed once at start: every navigation sends it, so no request compresses it again.
 * The signed-out pages the build rendered to HTML (prerendered) are sent at their own addresses instead,
 * so they paint before any script runs; with them, an address no route takes is a 404 with the
 * not-found page. /index.html stays the bare shell.
 */
export function registerSpaFallback(
  app: FastifyInstance,
  indexHtml: AppShellHtml | PrecompressedBody | null,
  prerendered: PrerenderedPages | null = null,
  drawFirstScreen: DrawFirstScreen | null = null,
): void {
  const sendHtml = (request: FastifyRequest, reply: FastifyReply, body: PrecompressedBody) =>
    sendPrecompressed(request, reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8'), body);

  const sendShell = async (request: FastifyRequest, reply: FastifyReply, page: PrecompressedBody | null = null) => {
    // The schedule embed is the one page other sites may frame; every other page refuses.
    if (embedPathPattern.test(splitUrl(request.url).pathname)) {
      reply.header('content-security-policy', embedContentSecurityPolicy).removeHeader('x-frame-options');
    }
    if (indexHtml === null) {
      return reply.code(404).type('text/plain; charset=utf-8').send('The app is not built yet: run `npm run build`. The API is at /api.');
    }
    if (page) return sendHtml(request, reply, page);
    // The shell names the files this page needs first (src/shared/rules/route-preloads.ts); the
    // signed-in start only with a sign-in cookie (its presence: the app checks it with the server).
    const forPage = 'forPage' in indexHtml ? indexHtml.forPage : null;
    const signedIn = Boolean(request.cookies?.[accountTokenCookieName]);
    const shell = forPage ? await forPage(splitUrl(request.url).pathname, signedIn) : indexHtml;
    // A signed-in event screen: drawn into the page for this visitor (first-screen-page.ts), never kept by a shared cache.
    const drawn = signedIn && drawFirstScreen && request.method === 'GET' ? await drawFirstScreen(request, shell.identity.toString('utf8')) : null;
    if (drawn !== null) {
      reply.header('cache-control', 'private, no-cache');
      return sendPrecompressed(request, reply.type('text/html; charset=utf-8'), await precompressBody(drawn, perAnswerBrotliQuality), 'cookie');
    }
    return sendHtml(request, reply, shell);
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const { pathname, query } = splitUrl(request.url);
    if (prerendered && indexHtml !== null && !prerendered.isAppPath(pathname)) {
      reply.code(404);
      const notFound = prerendered.notFoundPageFor(pathname);
      // A path the page cannot name as it is gets the bare shell: the app draws its 404 screen.
      return notFound === null ? sendShell(request, reply) : sendHtml(request, reply, await precompressBody(notFound, perAnswerBrotliQuality));
    }
    return sendShell(request, reply, prerendered?.pageFor(pathname, query) ?? null);
  };

  app.get('/', sendPage);
  app.get('/index.html', (request, reply) => sendShell(request, reply));
  app.setNotFoundHandler(async (request, reply) => {
    const { pathname } = splitUrl(request.url);
    const wantsShell = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && pathname !== '/api';
    if (!wantsShell || pathname.startsWith('/assets/') || fileExtension.test(pathname)) {
      return reply.code(404).send({ error: 'Not found', path: pathname });
    }
    return sendPage(request, reply);
  });
}
