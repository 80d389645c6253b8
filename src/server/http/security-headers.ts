import type { FastifyInstance } from 'fastify';

/**
 * Only our own origin, everywhere. 'unsafe-inline' for styles only: React's style
 * attributes need it, and styles cannot run code. No framing at all, except the
 * schedule embed page (embedContentSecurityPolicy).
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** /event/{id}/schedule/embed: organizers put the published schedule in their own sites. */
export const embedPathPattern = /^\/event\/[^/]+\/schedule\/embed\/?$/;

/** The same policy, with any site allowed to frame the page (and no X-Frame-Options, which cannot say that). */
export const embedContentSecurityPolicy = contentSecurityPolicy.replace("frame-ancestors 'none'", 'frame-ancestors *');

export function securityHeaders(httpsOnly: boolean): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // The camera is for QR scanning on our own pages; nothing else may ask.
    'permissions-policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
    'cross-origin-opener-policy': 'same-origin',
    ...(httpsOnly ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Set on every response, errors and 404s included (onRequest runs before any handler). The two
 * possible sets are built once, and the hook is a plain callback rather than an async function:
 * it runs on every request, 304s of the event feeds included, where a promise per hook shows.
 */
export function addSecurityHeaders(app: FastifyInstance, httpsOnly: () => boolean): void {
  const overHttps = securityHeaders(true);
  const overHttp = securityHeaders(false);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(httpsOnly() ? overHttps : overHttp);
    done();
  });
}
