import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { uploadMessages } from '#shared/contracts/uploads.ts';
import { rateLimits } from '../db/schema/rate-limits.ts';
import type { ServerDeps } from '../deps.ts';
import type { Env } from '../env.ts';
import { DomainError } from './domain-error.ts';

export type RateLimitRule =
  | 'signInPerEmail'
  | 'signInPerEmailAndIp'
  | 'signInPerIp'
  | 'signInPerDevice'
  | 'registerPerIp'
  | 'forgotPerEmail'
  | 'forgotPerIp'
  | 'registerNoticePerEmail'
  | 'joinCodePerAccount'
  | 'handleChangePerAccount'
  | 'connectionScanPerAccount'
  | 'calendarFeedPerIp'
  | 'uploadPerAccount'
  | 'albumUploadPerAccount'
  | 'activityScanPerAccount'
  | 'bingoScanPerAccount'
  | 'packReportPerAccount';

interface Rule {
  /** Attempts allowed per key in one window; 0 switches the rule off. */
  limit: (env: Env) => number;
  message: string;
}

const fromEnv = (name: keyof Env) => (env: Env) => env[name] as number;

/** Uploads per account per window: plenty for trying a few photos, not for filling a disk. */
const uploadsPerWindow = 30;

/** Pack reports per account per window: a few events synced now and then, not a stream of invented phones. */
const packReportsPerWindow = 30;

const gameScansMessage = 'Too many scans for now. They are kept on this phone and sent in a few minutes.';

const signInMessage = 'Too many sign-in attempts. Please wait a few minutes and try again.';

const rules: Record<RateLimitRule, Rule> = {
  // Sign-in: how the four count together is told in services/accounts/sign-in.ts (admitSignInAttempt).
  signInPerEmail: { limit: fromEnv('RATE_LIMIT_SIGN_IN_PER_EMAIL'), message: signInMessage },
  signInPerEmailAndIp: { limit: fromEnv('RATE_LIMIT_SIGN_IN_PER_EMAIL_AND_IP'), message: signInMessage },
  signInPerIp: { limit: fromEnv('RATE_LIMIT_SIGN_IN_PER_IP'), message: signInMessage },
  signInPerDevice: { limit: fromEnv('RATE_LIMIT_SIGN_IN_PER_DEVICE'), message: signInMessage },
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
  // Every attempt counts, so deleting photos frees room in the album but not in the window.
  albumUploadPerAccount: { limit: fromEnv('RATE_LIMIT_ALBUM_UPLOADS_PER_ACCOUNT'), message: 'Too many photos for now. They stay on this phone and are sent in a few minutes.' },
  // Each scan of a queued batch counts (gameScans), so a replay of a day's queue passes and a flood does not.
  activityScanPerAccount: { limit: fromEnv('RATE_LIMIT_GAME_SCANS_PER_ACCOUNT'), message: gameScansMessage },
  bingoScanPerAccount: { limit: fromEnv('RATE_LIMIT_GAME_SCANS_PER_ACCOUNT'), message: gameScansMessage },
  // A phone reports after a pack sync, at most every few minutes per event (sync-pack.ts): this
  // bounds the writes one account makes. What it can add to the readiness page's phone count is
  // bounded by phonesPerAccount (services/readiness/phone-reports.ts), however many ids it makes up.
  packReportPerAccount: { limit: () => packReportsPerWindow, message: 'Too many offline reports. Please try again later.' },
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
export function takeAllowance(deps: RateLimitDeps, rule: RateLimitRule, ...parts: string[]): Promise<Allowance> {
  return takeAllowanceUnits(deps, rule, 1, ...parts);
}

/** takeAllowance for a request that is several attempts at once (a batch of scans): `units` of it. */
async function takeAllowanceUnits({ db, clock, env }: RateLimitDeps, rule: RateLimitRule, units: number, ...parts: string[]): Promise<Allowance> {
  const limit = rules[rule].limit(env);
  if (limit === 0) return { allowed: true, retryAfterSeconds: 0 };
  const now = clock.now();
  const windowMs = env.RATE_LIMIT_WINDOW_SECONDS * 1000;
  const windowStart = new Date(now.getTime() - windowMs);
  const expired = sql`${rateLimits.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: counterKey(rule, parts), windowStartedAt: now, count: units })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then excluded.count else ${rateLimits.count} + excluded.count end`,
        windowStartedAt: sql`case when ${expired} then excluded.window_started_at else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt });
  if (!row) return { allowed: true, retryAfterSeconds: 0 };
  const windowEndsInMs = row.windowStartedAt.getTime() + windowMs - now.getTime();
  return { allowed: row.count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(windowEndsInMs / 1000)) };
}

/** takeAllowance for callers that stop when it is gone: TOO_MANY_REQUESTS with the rule's message. */
export function consumeRateLimit(deps: RateLimitDeps, rule: RateLimitRule, ...parts: string[]): Promise<void> {
  return consumeRateLimitUnits(deps, rule, 1, ...parts);
}

/** consumeRateLimit for a request that is `units` attempts at once. */
export async function consumeRateLimitUnits(deps: RateLimitDeps, rule: RateLimitRule, units: number, ...parts: string[]): Promise<void> {
  const { allowed, retryAfterSeconds } = await takeAllowanceUnits(deps, rule, units, ...parts);
  if (!allowed) throw new DomainError('TOO_MANY_REQUESTS', rules[rule].message, { retryAfterSeconds });
}

/** Drops counters whose window has passed; run now and then so the table stays small. */
export async function pruneRateLimits({ db, clock, env }: RateLimitDeps): Promise<void> {
  const cutoff = new Date(clock.now().getTime() - env.RATE_LIMIT_WINDOW_SECONDS * 1000);
  await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, cutoff));
}
