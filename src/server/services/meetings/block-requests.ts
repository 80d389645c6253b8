import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { meetingBlocks } from '../../db/schema/meeting-blocks.ts';
import { meetings } from '../../db/schema/meetings.ts';
import { DomainError } from '../domain-error.ts';

/**
 * Stops (or allows again) meeting requests from one person in this event. Blocking also declines
 * their open requests to the blocker, without a notification or a reason: the blocked person
 * sees a decline, never a block.
 */
export async function setMeetingBlock(db: Db, { eventId, blockerId, blockedId, blocked, now }: { eventId: string; blockerId: string; blockedId: string; blocked: boolean; now: Date }): Promise<{ blocked: boolean }> {
  if (blockerId === blockedId) throw new DomainError('BAD_REQUEST', 'You cannot block yourself');
  await db.transaction(async (tx) => {
    if (!blocked) {
      await tx.delete(meetingBlocks).where(and(eq(meetingBlocks.eventId, eventId), eq(meetingBlocks.blockerId, blockerId), eq(meetingBlocks.blockedId, blockedId)));
      return;
    }
    await tx.insert(meetingBlocks).values({ eventId, blockerId, blockedId, createdAt: now }).onConflictDoNothing();
    await tx
      .update(meetings)
      .set({ state: 'declined', declineReason: '', updatedAt: now })
      .where(and(eq(meetings.eventId, eventId), eq(meetings.requesterId, blockedId), eq(meetings.recipientId, blockerId), eq(meetings.state, 'pending')));
  });
  return { blocked };
}
