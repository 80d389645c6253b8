import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rateLimits } from '../../db/schema/rate-limits.ts';
import type { ServerDeps } from '../../deps.ts';

/** Uploads per account per rate-limit window: plenty for trying a few photos, not for filling a disk. */
export const uploadsPerWindow = 30;

/**
 * Counts one upload attempt in the shared fixed-window table (same scheme as services/rate-limit.ts,
 * which names its rules after environment variables) and answers whether it is still allowed.
 */
export async function consumeUploadAllowance(
  { db, clock, env }: Pick<ServerDeps, 'db' | 'clock' | 'env'>,
  accountId: string,
  limit = uploadsPerWindow,
): Promise<boolean> {
  const now = clock.now();
  const windowStart = new Date(now.getTime() - env.RATE_LIMIT_WINDOW_SECONDS * 1000);
  const expired = sql`${rateLimits.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const key = `uploadPerAccount:${createHash('sha256').update(accountId).digest('base64url')}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then excluded.window_started_at else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return !row || row.count <= limit;
}
