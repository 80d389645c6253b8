import { and, countDistinct, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkIns } from '../../db/schema/check-ins.ts';
import { eventMembers } from '../../db/schema/event-members.ts';

/** Checked in / total, counted over current members: a person counts once however often scanned. */
export async function checkInCounts(db: Db, eventId: string): Promise<{ checkedIn: number; total: number }> {
  const [checked, members] = await Promise.all([
    db
      .select({ value: countDistinct(checkIns.accountId) })
      .from(checkIns)
      .innerJoin(eventMembers, and(eq(eventMembers.eventId, checkIns.eventId), eq(eventMembers.accountId, checkIns.accountId)))
      .where(and(eq(checkIns.eventId, eventId), isNull(checkIns.undoneAt))),
    db.select({ value: count() }).from(eventMembers).where(eq(eventMembers.eventId, eventId)),
  ]);
  return { checkedIn: checked[0]?.value ?? 0, total: members[0]?.value ?? 0 };
}
