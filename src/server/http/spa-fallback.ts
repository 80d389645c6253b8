import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendPrecompressed, type PrecompressedBody } from './precompressed-body.ts';
import { embedContentSecurityPolicy, embedPathPattern } from './security-headers.ts';

/**
 * Unknown /api paths answer JSON 404. Other GETs get the app shell, so a deep link
 * like /event/123 opens the app, which routes it (and shows its own 404 screen).
 * A missing file (anything under /assets/, or a path ending in a static-file extension)
 * stays a 404: answering HTML for a missing script or icon breaks the page in a far
 * more confusing way. Route paths never end in these extensions.
 */
const fileExtension = /\.(?:m?js|css|map|png|jpe?g|gif|svg|ico|webp|avif|woff2?|json|webmanifest|txt|xml|br|gz)$/i;

/** indexHtml arrives compressed once at start: every navigation sends it, so no request compresses it again. */
export function registerSpaFallback(app: FastifyInstance, indexHtml: PrecompressedBody | null): void {
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    // The schedule embed is the one page other sites may frame; every other page refuses.
    if (embedPathPattern.test(request.url.split('?')[0] ?? '')) {
      reply.header('content-security-policy', embedContentSecurityPolicy).removeHeader('x-frame-options');
    }
    if (indexHtml === null) {
      return reply.code(404).type('text/plain; charset=utf-8').send('The app is not built yet: run `npm run build`. The API is at /api.');
    }
    return sendPrecompressed(request, reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8'), indexHtml);
  };
  app.get('/', sendShell);
  app.get('/index.html', sendShell);
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsShell = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && pathname !== '/api';
    if (!wantsShell || pathname.startsWith('/assets/') || fileExtension.test(pathname)) {
      return reply.code(404).send({ error: 'Not found', path: pathname });
    }
    return sendShell(request, reply);
  });
}
