import { and, eq, sql } from 'drizzle-orm';
import type { PostReadState } from '#shared/contracts/posts.ts';
import type { Db } from '../../db/client.ts';
import { postReads } from '../../db/schema/post-reads.ts';

/** The reader's unread marker; null until they first open the updates. */
export async function readPostReadState(db: Db, accountId: string, eventId: string): Promise<PostReadState> {
  const [row] = await db
    .select({ seenUpTo: postReads.seenUpTo })
    .from(postReads)
    .where(and(eq(postReads.accountId, accountId), eq(postReads.eventId, eventId)))
    .limit(1);
  return { seenUpTo: row ? Math.floor(row.seenUpTo.getTime() / 1000) : null };
}

/**
 * Moves the marker forward only (a phone that was offline and shows older updates never makes
 * newer ones unread again on another device), and never past the server's now.
 */
export async function markPostsSeen(db: Db, { accountId, eventId, seenUpTo, now }: { accountId: string; eventId: string; seenUpTo: number; now: Date }): Promise<PostReadState> {
  const at = new Date(Math.min(seenUpTo * 1000, now.getTime()));
  const [row] = await db
    .insert(postReads)
    .values({ accountId, eventId, seenUpTo: at })
    .onConflictDoUpdate({ target: [postReads.accountId, postReads.eventId], set: { seenUpTo: sql`greatest(${postReads.seenUpTo}, excluded.seen_up_to)` } })
    .returning({ seenUpTo: postReads.seenUpTo });
  return { seenUpTo: row ? Math.floor(row.seenUpTo.getTime() / 1000) : null };
}
