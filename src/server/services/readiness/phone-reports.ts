import { createHmac } from 'node:crypto';
import { and, count, eq, gte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { offlinePackReports } from '../../db/schema/offline-pack-reports.ts';
import type { ServerDeps } from '../../deps.ts';
import { packRetentionMs } from '#shared/rules/pack-retention.ts';
import { loadCodeSigner } from '../personal-code/code-signer.ts';
import { readEventDataState } from './data-versions.ts';

// Phones say "my pack of this event just synced" (src/client/lib/event-pack/sync-pack.ts); the
// server stamps the event's data version at that moment. Only counts come out: the row holds a
// random install id behind a keyed hash of the reporting account and the event, never an account.

/**
 * One account counts as at most this many phones of an event (a phone, a tablet, a laptop): a
 * further install id replaces the account's least recently reported one, so made-up ids cannot
 * inflate the readiness page's counts (the rate limit alone let one account add 30 every 15 min).
 */
const phonesPerAccount = 3;

/** The HKDF label of the key that tags an account's reports (derived from the code-signing key). */
const accountTagLabel = 'hallway pack report account v1';

/**
 * The stored device id: `<tag>.<install id>`, the tag an HMAC of (event, account) under a server
 * secret, so an account's rows of one event can be found and bounded while the row names no
 * account: it cannot be told whose without the secret, and the same account's tags in two events
 * differ. An install id never holds a dot (deviceIdSchema), so rows reported before tags were
 * added (the bare install id) never match a tag.
 */
function storedDeviceId(secret: Buffer, eventId: string, accountId: string, installId: string): { prefix: string; deviceId: string } {
  const prefix = `${createHmac('sha256', secret).update(`${eventId}\u0000${accountId}`).digest('base64url').slice(0, 22)}.`;
  return { prefix, deviceId: `${prefix}${installId}` };
}

/** Reports older than the phone's pack retention no longer count (see the rule's file for why that is safe). */
;
const hourMs = 60 * 60 * 1000;

/**
 * Records that an install of this account holds the event at its current version. The account's
 * other installs past the newest phonesPerAccount − 1 are dropped in the same transaction (one
 * account's reports at a time: an advisory lock on its tag), as is this install's row from before
 * tags (its bare id), so an upgraded phone is not counted twice. Finding the account's rows reads
 * the event's range of the primary key, as countPhones does.
 */
export async function recordPackReport(
  deps: Pick<ServerDeps, 'db' | 'env'>,
  input: { eventId: string; accountId: string; installId: string },
  now: Date,
): Promise<void> {
  const { db } = deps;
  const { prefix, deviceId } = storedDeviceId((await loadCodeSigner(deps)).deriveSecret(accountTagLabel), input.eventId, input.accountId, input.installId);
  const { version } = await readEventDataState(db, input.eventId);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`pack-report:${prefix}`}))`);
    const others = tx
      .select({ deviceId: offlinePackReports.deviceId })
      .from(offlinePackReports)
      .where(
        and(
          eq(offlinePackReports.eventId, input.eventId),
          sql`starts_with(${offlinePackReports.deviceId}, ${prefix})`,
          sql`${offlinePackReports.deviceId} <> ${deviceId}`,
        ),
      )
      .orderBy(sql`${offlinePackReports.reportedAt} desc`, sql`${offlinePackReports.deviceId} desc`)
      .offset(phonesPerAccount - 1);
    await tx
      .delete(offlinePackReports)
      .where(
        and(
          eq(offlinePackReports.eventId, input.eventId),
          sql`(${offlinePackReports.deviceId} = ${input.installId} or ${offlinePackReports.deviceId} in ${others})`,
        ),
      );
    await tx
      .insert(offlinePackReports)
      .values({ eventId: input.eventId, deviceId, packVersion: version, reportedAt: now })
      .onConflictDoUpdate({
        target: [offlinePackReports.eventId, offlinePackReports.deviceId],
        set: { packVersion: sql`excluded.pack_version`, reportedAt: sql`excluded.reported_at` },
      });
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
