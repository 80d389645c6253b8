import { createPrivateKey } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';

// Zod at the edge: the process environment is parsed once, and a
// bad value stops the start with a message naming the variable.

/** Empty strings (common in .env files and CI matrices) count as "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const port = z.coerce.number().int().min(0).max(65_535);
const count = z.coerce.number().int().min(0);
const flag = z.enum(['1', '0', 'true', 'false']).transform((value) => value === '1' || value === 'true');
const postgresUrl = z.url({ protocol: /^postgres(ql)?$/, error: 'Expected a postgres:// or postgresql:// URL' });
/** An Ed25519 private key as PKCS8 PEM or base64 DER (the personal-code signing key). */
function isEd25519PrivateKey(text: string): boolean {
  try {
    const key = text.includes('-----BEGIN')
      ? createPrivateKey(text)
      : createPrivateKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'pkcs8' });
    return key.asymmetricKeyType === 'ed25519';
  } catch {
    return false;
  }
}
const httpUrl = z.url({ protocol: /^https?$/, error: 'Expected an http:// or https:// URL' });

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list as Fastify documents. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, an IP/prefix CIDR range or one of proxy-addr's range names. */
function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which forwarding hops to believe. `true` would trust every hop, so a client's own
 * X-Forwarded-For would choose its address and reset every per-address limit: never produced.
 * 0/false trusts nothing; 1/true or a count N trusts that many proxies in front of the server;
 * a comma-separated list trusts exactly those proxy addresses.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): number | string[] => {
    const lower = value.toLowerCase();
    if (lower === 'false') return 0;
    if (lower === 'true') return 1;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
    if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
    context.addIssue({
      code: 'custom',
      message: 'Expected 0, a number of proxy hops, or a comma-separated list of proxy IP addresses or CIDR ranges',
    });
    return z.NEVER;
  });

const envSchema = z.object({
  // Production unless asked otherwise: development mode shows error internals, so it is opt-in (`npm run dev`).
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])).default('production'),
  PORT: optional(port).default(3000),
  HOST: optional(z.string().min(1)).default('localhost'),
  BRAND_NAME: optional(z.string().trim().min(1).max(60)).default('Hallway'),
  HALLWAY_DATA_DIR: optional(z.string().min(1)).default('./data'),
  DATABASE_URL: optional(postgresUrl),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'Expected an smtp:// or smtps:// URL' })),
  MAIL_FROM: optional(z.string().min(3).max(320)),
  PUBLIC_URL: optional(httpUrl),
  COOKIE_DOMAIN: optional(z.string().regex(/^\.?[a-z0-9.-]+$/i, { error: 'Expected a host name such as example.com' })),
  DEMO: optional(flag),
  // GET /api/dev/mail lists every mail, reset links included: only when switched on, and only to loopback.
  DEV_MAIL_OUTBOX: optional(flag).default(false),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).default('info'),
  TRUST_PROXY: optional(trustProxy).default(0),
  // Overrides the key generated once and kept in the database; every instance must get the same one.
  CODE_SIGNING_KEY: optional(z.string().refine(isEd25519PrivateKey, 'Expected an Ed25519 private key (PKCS8 PEM or base64 DER)')),
  // Rate limits: attempts per window; 0 turns a limit off (e.g. for a long browser-test run).
  RATE_LIMIT_WINDOW_SECONDS: optional(z.coerce.number().int().min(1)).default(900),
  // Sign-in, counted before the password is checked (services/accounts/sign-in.ts). One address
  // guessing one account is stopped by the email-and-address limit; guesses spread over many
  // addresses meet the looser per-email limit, which one address alone cannot spend. A device that
  // signed in to the account before (its signed device cookie) counts in its own bucket instead,
  // so strangers' guesses never lock the owner's phone out; past its own limit it is trusted no more
  // for the rest of the window.
  RATE_LIMIT_SIGN_IN_PER_EMAIL_AND_IP: optional(count).default(10),
  RATE_LIMIT_SIGN_IN_PER_EMAIL: optional(count).default(100),
  RATE_LIMIT_SIGN_IN_PER_IP: optional(count).default(100),
  RATE_LIMIT_SIGN_IN_PER_DEVICE: optional(count).default(10),
  RATE_LIMIT_REGISTER_PER_IP: optional(count).default(30),
  RATE_LIMIT_FORGOT_PER_EMAIL: optional(count).default(5),
  RATE_LIMIT_FORGOT_PER_IP: optional(count).default(30),
  RATE_LIMIT_JOIN_CODE_PER_ACCOUNT: optional(count).default(20),
  // Each try of a new handle answers whether it is taken; this caps how fast handles can be probed.
  RATE_LIMIT_HANDLE_CHANGE_PER_ACCOUNT: optional(count).default(20),
  // Connection scans arrive in batches of up to 50 (an offline queue drains in a few requests).
  RATE_LIMIT_CONNECTION_SCAN_PER_ACCOUNT: optional(count).default(120),
  // Activity and bingo scans per account and game, each scan of a batch counted: a phone offline
  // all day replays a few hundred at most (twice, if its answers were lost), far below this.
  RATE_LIMIT_GAME_SCANS_PER_ACCOUNT: optional(count).default(2000),
  // Calendar apps poll a feed every 15 minutes to a few hours; an office behind one address may
  // hold a few hundred subscriptions. Far above that is someone hammering the endpoint.
  RATE_LIMIT_CALENDAR_FEED_PER_IP: optional(count).default(600),
  // Live notification streams one server process holds open; 0 turns a cap off. Ten tabs of one
  // person is plenty (an eleventh closes the oldest); an office behind one address may hold a few hundred.
  NOTIFICATION_STREAMS_PER_ACCOUNT: optional(count).default(10),
  NOTIFICATION_STREAMS_PER_IP: optional(count).default(200),
  // API requests one client may have in flight at once (a notification stream counts until its
  // first list is sent); the next answers 429 at once, before any database work. An app opening a
  // screen sends 10-20 (batched into a few); hundreds of phones may share a venue's address. 0 = off.
  REQUESTS_IN_FLIGHT_PER_ACCOUNT: optional(count).default(32),
  REQUESTS_IN_FLIGHT_PER_IP: optional(count).default(256),
  // Memory for event-wide answers (schedule, directory) kept ready to send, per process, each as
  // JSON, brotli and gzip (a large event's directory is a few MB of them); 0 keeps nothing.
  EVENT_FEED_CACHE_MB: optional(count).default(64),
  // Album photos one event may store (main files and thumbnails, after re-encoding); past it uploads are refused.
  ALBUM_EVENT_STORAGE_MB: optional(count).default(2048),
  // Album photos one account may send per window, every attempt counted (refused, replayed or
  // deleted since): a phone back online after a day offline replays its queue, and what is past
  // the allowance waits on the phone for the next window. 0 = off.
  RATE_LIMIT_ALBUM_UPLOADS_PER_ACCOUNT: optional(count).default(60),
  // Uploaded images decoded and re-encoded at the same time in this process (each for up to a
  // second on a core), and how many may wait for a turn; past that an upload answers 503 at once.
  IMAGES_AT_ONCE: optional(z.coerce.number().int().min(1)).default(1),
  IMAGES_WAITING: optional(count).default(8),
});

export interface Env extends Omit<z.output<typeof envSchema>, 'PUBLIC_URL' | 'MAIL_FROM'> {
  /** Set explicitly, or null: then the server's own address is used once it listens. */
  PUBLIC_URL: string | null;
  MAIL_FROM: string;
}

export class EnvError extends Error {
  override name = 'EnvError';
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new EnvError(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const env = result.data;
  return {
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null,
    MAIL_FROM: env.MAIL_FROM ?? `"${env.BRAND_NAME.replace(/["\\]/g, '')}" <no-reply@localhost>`,
  };
}

export function isDevelopment(env: Pick<Env, 'NODE_ENV'>): boolean {
  return env.NODE_ENV === 'development';
}
