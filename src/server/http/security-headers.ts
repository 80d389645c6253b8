import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { colorModeScript } from '#shared/rules/color-mode-script.ts';

/** The one inline script a page may run: the colour mode, set before the first paint (decision 0093). */
const colorModeScriptSource = `'sha256-${createHash('sha256').update(colorModeScript).digest('base64')}'`;

/**
 * Only our own origin, everywhere, and the colour-mode script by its hash. 'unsafe-inline' for
 * styles only: React's style attributes need it, and styles cannot run code. No framing at all,
 * except the schedule embed page (embedContentSecurityPolicy).
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' ${colorModeScriptSource}`,
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

function securityHeaders(httpsOnly: boolean): Record<string, string> {
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
 * What a 304 keeps (RFC 9110 §15.4.5): the fields a 200 would send that guide the cache's update.
 * The browser keeps the stored response's other headers, security headers included, and serves
 * them with the stored body; sending them again costs ~800 bytes per 304, most of the answer.
 * Last-Modified stays only where there is no ETag, the one case the RFC names.
 */
const notModifiedFields = new Set(['cache-control', 'content-location', 'date', 'etag', 'expires', 'vary']);

/**
 * Trims a 304 to notModifiedFields, except a page's (text/html): a navigation's policy is the
 * one place a cache that replaced rather than merged headers would matter, and pages are few.
 */
function trimNotModified(reply: FastifyReply): void {
  const headers = reply.getHeaders();
  if (String(headers['content-type'] ?? '').startsWith('text/html')) return;
  const keepLastModified = headers.etag === undefined;
  for (const name of Object.keys(headers)) {
    if (notModifiedFields.has(name) || (keepLastModified && name === 'last-modified')) continue;
    reply.removeHeader(name);
  }
}

/**
 * Set on every response, errors and 404s included (onRequest runs before any handler), and taken
 * off 304s again as they leave (trimNotModified). The two possible sets are built once, and the
 * hooks are plain callbacks rather than async functions: they run on every request, 304s of the
 * event feeds included, where a promise per hook shows.
 */
export function addSecurityHeaders(app: FastifyInstance, httpsOnly: () => boolean): void {
  const overHttps = securityHeaders(true);
  const overHttp = securityHeaders(false);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(httpsOnly() ? overHttps : overHttp);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode === 304) trimNotModified(reply);
    done(null, payload);
  });
}
