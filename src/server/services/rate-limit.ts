import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { uploadMessages } from '#shared/contracts/uploads.ts';
import { rateLimits } from '../db/schema/rate-limits.ts';
import type { ServerDeps } from '../deps.ts';
import type { Env } from '../env.ts';
import { DomainError } from './domain-error.ts';

export type RateLimitRule =
  | 'signInPerEmail'
  | 'signInPerIp'
  | 'registerPerIp'
  | 'forgotPerEmail'
  | 'forgotPerIp'
  | 'registerNoticePerEmail'
  | 'joinCodePerAccount'
  | 'handleChangePerAccount'
  | 'connectionScanPerAccount'
  | 'calendarFeedPerIp'
  | 'uploadPerAccount';

interface Rule {
  /** Attempts allowed per key in one window; 0 switches the rule off. */
  limit: (env: Env) => number;
  message: string;
}

const fromEnv = (name: keyof Env) => (env: Env) => env[name] as number;

/** Uploads per account per window: plenty for trying a few photos, not for filling a disk. */
const uploadsPerWindow = 30;

const rules: Record<RateLimitRule, Rule> = {
  signInPerEmail: { limit: fromEnv('RATE_LIMIT_SIGN_IN_PER_EMAIL'), message: 'Too many sign-in attempts. Please wait a few minutes and try again.' },
  signInPerIp: { limit: fromEnv('RATE_LIMIT_SIGN_IN_PER_IP'), message: 'Too many sign-in attempts. Please wait a few minutes and try again.' },
  registerPerIp: { limit: fromEnv('RATE_LIMIT_REGISTER_PER_IP'), message: 'Too many accounts were created from this network. Please try again later.' },
  forgotPerEmail: { limit: fromEnv('RATE_LIMIT_FORGOT_PER_EMAIL'), message: 'Too many reset requests. Please wait a few minutes and try again.' },
  forgotPerIp: { limit: fromEnv('RATE_LIMIT_FORGOT_PER_IP'), message: 'Too many reset requests. Please wait a few minutes and try again.' },
  // "Someone tried to register with your address" mails: as many per address as reset mails.
  registerNoticePerEmail: {
    limit: fromEnv('RATE_LIMIT_FORGOT_PER_EMAIL'),
    message: 'Too many registration attempts for this email. Please try again later.',
  },
  joinCodePerAccount: { limit: fromEnv('RATE_LIMIT_JOIN_CODE_PER_ACCOUNT'), message: 'Too many join codes tried. Please wait a few minutes and try again.' },
  handleChangePerAccount: { limit: fromEnv('RATE_LIMIT_HANDLE_CHANGE_PER_ACCOUNT'), message: 'Too many handle changes. Please wait a few minutes and try again.' },
  connectionScanPerAccount: { limit: fromEnv('RATE_LIMIT_CONNECTION_SCAN_PER_ACCOUNT'), message: 'Too many codes scanned. Please wait a few minutes and try again.' },
  calendarFeedPerIp: { limit: fromEnv('RATE_LIMIT_CALENDAR_FEED_PER_IP'), message: 'Too many calendar requests from this network. Please try again later.' },
  uploadPerAccount: { limit: () => uploadsPerWindow, message: uploadMessages.tooMany },
};

/** Emails and IPs are hashed into the key, so the counter table holds no personal data. */
function counterKey(rule: RateLimitRule, parts: string[]): string {
  return `${rule}:${createHash('sha256').update(parts.join('\u0000')).digest('base64url')}`;
}

export interface Allowance {
  allowed: boolean;
  /** Whole seconds until this key's window ends (0 when the rule is off). */
  retryAfterSeconds: number;
}

type RateLimitDeps = Pick<ServerDeps, 'db' | 'clock' | 'env'>;

/**
 * Takes one unit of a key's allowance in a fixed window and says whether it was still there.
 * One upsert, so concurrent instances cannot both squeeze under the limit. Every rate limit of
 * the server counts through here.
 */
export async function takeAllowance({ db, clock, env }: RateLimitDeps, rule: RateLimitRule, ...parts: string[]): Promise<Allowance> {
  const limit = rules[rule].limit(env);
  if (limit === 0) return { allowed: true, retryAfterSeconds: 0 };
  const now = clock.now();
  const windowMs = env.RATE_LIMIT_WINDOW_SECONDS * 1000;
  const windowStart = new Date(now.getTime() - windowMs);
  const expired = sql`${rateLimits.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: counterKey(rule, parts), windowStartedAt: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then excluded.window_started_at else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt });
  if (!row) return { allowed: true, retryAfterSeconds: 0 };
  const windowEndsInMs = row.windowStartedAt.getTime() + windowMs - now.getTime();
  return { allowed: row.count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(windowEndsInMs / 1000)) };
}

/** takeAllowance for callers that stop when it is gone: TOO_MANY_REQUESTS with the rule's message. */
export async function consumeRateLimit(deps: RateLimitDeps, rule: RateLimitRule, ...parts: string[]): Promise<void> {
  const { allowed, retryAfterSeconds } = await takeAllowance(deps, rule, ...parts);
  if (!allowed) throw new DomainError('TOO_MANY_REQUESTS', rules[rule].message, { retryAfterSeconds });
}

/** Drops counters whose window has passed; run now and then so the table stays small. */
export async function pruneRateLimits({ db, clock, env }: RateLimitDeps): Promise<void> {
  const cutoff = new Date(clock.now().getTime() - env.RATE_LIMIT_WINDOW_SECONDS * 1000);
  await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, cutoff));
}
