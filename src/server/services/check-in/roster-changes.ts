import { and, eq, gt, notInArray } from 'drizzle-orm';
import type { RosterChanges } from '#shared/contracts/check-in.ts';
import type { Db } from '../../db/client.ts';
import { checkIns } from '../../db/schema/check-ins.ts';
import { eventMemberRemovals } from '../../db/schema/event-member-removals.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { eventRevocations } from '../personal-code/code-versions.ts';
import { checkInCounts } from './check-in-counts.ts';
import { rosterPeople } from './roster-people.ts';
import { loadStanding, pairKey, toStandingCheckIn } from './standing.ts';

/**
 * A write stamped just before a cursor may commit just after it was handed out, so each answer
 * reaches back this far. Sending something twice is harmless: devices apply changes by id.
 */
export const cursorOverlapMs = 5_000;

/** What changed in an event since a cursor: correct rather than clever, a scan of recent rows. */
export async function rosterChanges(db: Db, eventId: string, sinceMs: number, now: Date): Promise<RosterChanges> {
  const since = new Date(Math.max(0, sinceMs - cursorOverlapMs));
  const [people, removed, touched, revocations, counts] = await Promise.all([
    rosterPeople(db, eventId, since),
    db
      .select({ accountId: eventMemberRemovals.accountId })
      .from(eventMemberRemovals)
      .where(
        and(
          eq(eventMemberRemovals.eventId, eventId),
          gt(eventMemberRemovals.removedAt, since),
          // Someone who left and came back is a member again.
          notInArray(eventMemberRemovals.accountId, db.select({ accountId: eventMembers.accountId }).from(eventMembers).where(eq(eventMembers.eventId, eventId))),
        ),
      ),
    db
      .selectDistinct({ accountId: checkIns.accountId })
      .from(checkIns)
      .where(and(eq(checkIns.eventId, eventId), gt(checkIns.changedAt, since))),
    eventRevocations(db, eventId, since),
    checkInCounts(db, eventId),
  ]);
  const touchedIds = touched.map((row) => row.accountId);
  const standing = touchedIds.length > 0 ? await loadStanding(db, [eventId], touchedIds) : new Map();
  return {
    people,
    removedAccountIds: removed.map((row) => row.accountId),
    checkIns: touchedIds.map((accountId) => {
      const stands = standing.get(pairKey(eventId, accountId));
      return { accountId, checkIn: stands ? toStandingCheckIn(stands) : null };
    }),
    revocations,
    ...counts,
    cursor: now.getTime(),
  };
}

