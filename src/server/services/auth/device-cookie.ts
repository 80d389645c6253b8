import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerDeps } from '../../deps.ts';
import { loadCodeSigner } from '../personal-code/code-signer.ts';

/**
 * The device cookie ("Slow Down Online Guessing Attacks with Device Cookies", OWASP): after a
 * sign-in with the right password, the device gets a signed note of {account, random nonce,
 * when}. A later sign-in to that account that shows it is counted in the note's own bucket
 * instead of the email's and the address's, so a stranger's wrong guesses, which lock out those
 * buckets, do not lock out a device the owner has used before. It is a cookie for this server
 * only (HttpOnly), read by sign-in only; it grants no session by itself.
 */
const deviceCookieName = 'hallway_device';

/** How long a device stays known without signing in again (each sign-in issues a fresh one). */
const deviceCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

/** Only sign-in reads it: no need to send it with pages, assets or the other API routes. */
const deviceCookiePath = '/api/trpc';

const version = 'v1';
/** The HKDF label of the cookie's HMAC key (derived from the shared code-signing key). */
const secretLabel = 'hallway device cookie v1';

export interface DeviceClaim {
  accountId: string;
  /** Random, base64url: names this device's bucket. */
  nonce: string;
  issuedAtSeconds: number;
}

async function macKey(deps: Pick<ServerDeps, 'db' | 'env'>): Promise<Buffer> {
  return (await loadCodeSigner(deps)).deriveSecret(secretLabel);
}

function mac(key: Buffer, body: string): Buffer {
  return createHmac('sha256', key).update(body, 'utf8').digest();
}

/** The cookie's value: `v1.{account id}.{nonce}.{issued at, base 36}.{HMAC-SHA256 of the rest}`. */
async function signDeviceCookie(deps: Pick<ServerDeps, 'db' | 'env'>, claim: DeviceClaim): Promise<string> {
  const body = [version, claim.accountId, claim.nonce, claim.issuedAtSeconds.toString(36)].join('.');
  return `${body}.${mac(await macKey(deps), body).toString('base64url')}`;
}

/** The claim of a well-formed, authentic, unexpired cookie; null for anything else. */
export async function verifyDeviceCookie(
  deps: Pick<ServerDeps, 'db' | 'env' | 'clock'>,
  value: string | undefined,
): Promise<DeviceClaim | null> {
  if (!value || value.length > 200) return null;
  const parts = value.split('.');
  if (parts.length !== 5) return null;
  const [tag, accountId, nonce, issuedAt, signature] = parts as [string, string, string, string, string];
  if (tag !== version || !/^[0-9a-f-]{36}$/.test(accountId) || !/^[\w-]{16,64}$/.test(nonce) || !/^[0-9a-z]{1,12}$/.test(issuedAt)) return null;
  const expected = mac(await macKey(deps), parts.slice(0, 4).join('.'));
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const issuedAtSeconds = Number.parseInt(issuedAt, 36);
  const ageSeconds = deps.clock.now().getTime() / 1000 - issuedAtSeconds;
  // A little slack for a clock that moved back between instances; never a cookie from the future.
  if (ageSeconds > deviceCookieMaxAgeSeconds || ageSeconds < -300) return null;
  return { accountId, nonce, issuedAtSeconds };
}

export function readDeviceCookie(request: FastifyRequest): string | undefined {
  return request.cookies[deviceCookieName];
}

/**
 * Marks this device as one the account has signed in from: a fresh nonce each time, so a device's
 * bucket starts over once it has shown the right password again. `options` are the session
 * cookie's (Secure and Domain outside development, SameSite=Lax, HttpOnly), with a narrower path.
 */
export async function setDeviceCookie(
  deps: Pick<ServerDeps, 'db' | 'env' | 'clock'>,
  reply: FastifyReply,
  accountId: string,
  options: CookieSerializeOptions,
): Promise<void> {
  const claim = { accountId, nonce: randomBytes(16).toString('base64url'), issuedAtSeconds: Math.floor(deps.clock.now().getTime() / 1000) };
  reply.setCookie(deviceCookieName, await signDeviceCookie(deps, claim), { ...options, path: deviceCookiePath, maxAge: deviceCookieMaxAgeSeconds });
}
