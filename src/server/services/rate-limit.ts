import { createHash } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { lt, sql } from 'drizzle-orm';
import { rateLimits } from '../db/schema/rate-limits.ts';
import type { ServerDeps } from '../deps.ts';
import type { Env } from '../env.ts';

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
  | 'calendarFeedPerIp';

const limitVariables: Record<RateLimitRule, keyof Env> = {
  signInPerEmail: 'RATE_LIMIT_SIGN_IN_PER_EMAIL',
  signInPerIp: 'RATE_LIMIT_SIGN_IN_PER_IP',
  registerPerIp: 'RATE_LIMIT_REGISTER_PER_IP',
  forgotPerEmail: 'RATE_LIMIT_FORGOT_PER_EMAIL',
  forgotPerIp: 'RATE_LIMIT_FORGOT_PER_IP',
  // "Someone tried to register with your address" mails: as many per address as reset mails.
  registerNoticePerEmail: 'RATE_LIMIT_FORGOT_PER_EMAIL',
  joinCodePerAccount: 'RATE_LIMIT_JOIN_CODE_PER_ACCOUNT',
  handleChangePerAccount: 'RATE_LIMIT_HANDLE_CHANGE_PER_ACCOUNT',
  connectionScanPerAccount: 'RATE_LIMIT_CONNECTION_SCAN_PER_ACCOUNT',
  calendarFeedPerIp: 'RATE_LIMIT_CALENDAR_FEED_PER_IP',
};

const messages: Record<RateLimitRule, string> = {
  signInPerEmail: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  signInPerIp: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  registerPerIp: 'Too many accounts were created from this network. Please try again later.',
  forgotPerEmail: 'Too many reset requests. Please wait a few minutes and try again.',
  forgotPerIp: 'Too many reset requests. Please wait a few minutes and try again.',
  registerNoticePerEmail: 'Too many registration attempts for this email. Please try again later.',
  joinCodePerAccount: 'Too many join codes tried. Please wait a few minutes and try again.',
  handleChangePerAccount: 'Too many handle changes. Please wait a few minutes and try again.',
  connectionScanPerAccount: 'Too many codes scanned. Please wait a few minutes and try again.',
  calendarFeedPerIp: 'Too many calendar requests from this network. Please try again later.',
};

/** Emails and IPs are hashed into the key, so the counter table holds no personal data. */
function counterKey(rule: RateLimitRule, parts: string[]): string {
  return `${rule}:${createHash('sha256').update(parts.join('\u0000')).digest('base64url')}`;
}

/**
 * Counts one attempt in a fixed window and throws TOO_MANY_REQUESTS once the limit
 * is passed. One upsert, so concurrent instances cannot both squeeze under the limit.
 */
export async function consumeRateLimit(
  { db, clock, env }: Pick<ServerDeps, 'db' | 'clock' | 'env'>,
  rule: RateLimitRule,
  ...parts: string[]
): Promise<void> {
  const limit = env[limitVariables[rule]] as number;
  if (limit === 0) return;
  const now = clock.now();
  const windowStart = new Date(now.getTime() - env.RATE_LIMIT_WINDOW_SECONDS * 1000);
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
    .returning({ count: rateLimits.count });
  if (row && row.count > limit) {
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: messages[rule] });
  }
}

/** Drops counters whose window has passed; run now and then so the table stays small. */
export async function pruneRateLimits({ db, clock, env }: Pick<ServerDeps, 'db' | 'clock' | 'env'>): Promise<void> {
  const cutoff = new Date(clock.now().getTime() - env.RATE_LIMIT_WINDOW_SECONDS * 1000);
  await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, cutoff));
}
