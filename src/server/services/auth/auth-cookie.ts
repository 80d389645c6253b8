import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  accountTokenCookieName,
  accountTokenHeaderName,
  accountTokenMaxAgeSeconds,
} from '#shared/contracts/session.ts';
import type { Env } from '../../env.ts';

/**
 * The session cookie is Secure and scoped to the product's domain outside development.
 * "Outside development" is read as "served to real users over TLS": the cookie is
 * Secure when NODE_ENV is neither development nor test AND the public URL is https.
 * The browser tests run the production build on plain http://localhost, where a
 * Secure cookie would be set but — outside Chromium's localhost exception — never
 * sent back; tying Secure to the scheme keeps that run honest without a test-only switch.
 * Domain is set only outside development and only when COOKIE_DOMAIN is configured
 * (a host-only cookie is the safer default).
 */
export function accountCookieOptions(env: Env, publicUrl: string): CookieSerializeOptions {
  const deployed = env.NODE_ENV !== 'development' && env.NODE_ENV !== 'test';
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deployed && publicUrl.startsWith('https:'),
    ...(deployed && env.COOKIE_DOMAIN ? { domain: env.COOKIE_DOMAIN } : {}),
  };
}

export function setAccountCookie(reply: FastifyReply, token: string, options: CookieSerializeOptions): void {
  reply.setCookie(accountTokenCookieName, token, { ...options, maxAge: accountTokenMaxAgeSeconds });
}

export function clearAccountCookie(reply: FastifyReply, options: CookieSerializeOptions): void {
  reply.clearCookie(accountTokenCookieName, options);
}

/** The header wins over the cookie: a client that sends one explicitly means it. */
export function readAccountToken(request: FastifyRequest): string | null {
  const header = request.headers[accountTokenHeaderName];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const token = fromHeader?.trim() || request.cookies[accountTokenCookieName]?.trim();
  return token && token.length <= 200 ? token : null;
}
