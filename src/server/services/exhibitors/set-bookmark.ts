import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { setBookmarkInput } from '#shared/contracts/exhibitors.ts';
import type { Db } from '../../db/client.ts';
import { exhibitorBookmarks } from '../../db/schema/exhibitor-bookmarks.ts';
import { applyOnce } from '../idempotency/apply-once.ts';
import { fingerprintPayload } from '../idempotency/payload-fingerprint.ts';
import { requireExhibitorOf } from './require-exhibitors.ts';

const setBookmarkOp = 'exhibitor.bookmark';

/**
 * Marks a stand "to visit" or unmarks it, once per key (queued offline, replayed through the
 * outbox). Setting the state rather than toggling it keeps two devices' marks from undoing each other.
 */
export async function setBookmark(db: Db, input: z.output<typeof setBookmarkInput> & { accountId: string }): Promise<{ exhibitorId: string; bookmarked: boolean }> {
  const { idempotencyKey, accountId, ...payload } = input;
  return applyOnce(db, { accountId, op: setBookmarkOp, idempotencyKey, fingerprint: fingerprintPayload(payload) }, async (tx) => {
    await requireExhibitorOf(tx, input.eventId, input.exhibitorId);
    if (input.bookmarked) {
      await tx.insert(exhibitorBookmarks).values({ accountId, exhibitorId: input.exhibitorId, eventId: input.eventId }).onConflictDoNothing();
    } else {
      await tx.delete(exhibitorBookmarks).where(and(eq(exhibitorBookmarks.accountId, accountId), eq(exhibitorBookmarks.exhibitorId, input.exhibitorId)));
    }
    return { exhibitorId: input.exhibitorId, bookmarked: input.bookmarked };
  });
}
