import type { Db } from '../../db/client.ts';
import { matchDismissals } from '../../db/schema/match-dismissals.ts';
import { requireVisibleMember } from '../attendees/attendee-detail.ts';

/** "Not now": this person is no longer suggested to the viewer in this event. Idempotent. */
export async function dismissMatch(db: Db, { eventId, viewerAccountId, attendeeId, now }: { eventId: string; viewerAccountId: string; attendeeId: string; now: Date }): Promise<void> {
  const member = await requireVisibleMember(db, eventId, viewerAccountId, attendeeId);
  await db
    .insert(matchDismissals)
    .values({ accountId: viewerAccountId, eventId, dismissedAccountId: member.accountId, dismissedAt: now })
    .onConflictDoNothing();
}
