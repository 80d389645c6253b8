import { and, count, eq, gte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { offlinePackReports } from '../../db/schema/offline-pack-reports.ts';
import { packRetentionMs } from '#shared/rules/pack-retention.ts';
import { readEventDataState } from './data-versions.ts';

// Phones say "my pack of this event just synced" (src/client/lib/event-pack/sync-pack.ts); the
// server stamps the event's data version at that moment. Only counts come out: the row holds a
// random install id, never an account.

/** Reports older than the phone's pack retention no longer count (see the rule's file for why that is safe). */
export { packRetentionMs };
const hourMs = 60 * 60 * 1000;

export async function recordPackReport(db: Db, input: { eventId: string; deviceId: string }, now: Date): Promise<void> {
  const { version } = await readEventDataState(db, input.eventId);
  await db
    .insert(offlinePackReports)
    .values({ eventId: input.eventId, deviceId: input.deviceId, packVersion: version, reportedAt: now })
    .onConflictDoUpdate({
      target: [offlinePackReports.eventId, offlinePackReports.deviceId],
      set: { packVersion: sql`excluded.pack_version`, reportedAt: sql`excluded.reported_at` },
    });
}

export interface PhoneCounts {
  saved: number;
  current: number;
  syncedWithinHour: number;
  syncedWithinDay: number;
  lastReportAt: number | null;
  members: number;
}

/** One pass over the event's reports (an index range) and one count of its members. */
export async function countPhones(db: Db, eventId: string, currentVersion: number, now: Date): Promise<PhoneCounts> {
  const since = (ms: number) => new Date(now.getTime() - ms);
  const [[reports], [members]] = await Promise.all([
    db
      .select({
        saved: count(),
        current: sql<number>`count(*) filter (where ${offlinePackReports.packVersion} >= ${currentVersion})`.mapWith(Number),
        withinHour: sql<number>`count(*) filter (where ${offlinePackReports.reportedAt} >= ${since(hourMs).toISOString()}::timestamptz)`.mapWith(Number),
        withinDay: sql<number>`count(*) filter (where ${offlinePackReports.reportedAt} >= ${since(24 * hourMs).toISOString()}::timestamptz)`.mapWith(Number),
        last: max(offlinePackReports.reportedAt),
      })
      .from(offlinePackReports)
      .where(and(eq(offlinePackReports.eventId, eventId), gte(offlinePackReports.reportedAt, since(packRetentionMs)))),
    db.select({ members: count() }).from(eventMembers).where(eq(eventMembers.eventId, eventId)),
  ]);
  return {
    saved: reports?.saved ?? 0,
    current: reports?.current ?? 0,
    syncedWithinHour: reports?.withinHour ?? 0,
    syncedWithinDay: reports?.withinDay ?? 0,
    lastReportAt: reports?.last ? reports.last.getTime() : null,
    members: members?.members ?? 0,
  };
}
