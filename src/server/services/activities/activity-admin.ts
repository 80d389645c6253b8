import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ActivityAdmin } from '#shared/contracts/activities.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { activities } from '../../db/schema/activities.ts';
import { activityScans } from '../../db/schema/activity-scans.ts';
import { DomainError } from '../domain-error.ts';
import type { CodeSigner } from '../personal-code/code-signer.ts';
import { signActivityCode } from './activity-codes.ts';
import { toActivity } from './activity-dto.ts';
import { readPrizeText } from './save-activity.ts';

const recentScanCount = 50;

/** The console and the cards: every activity with its signed code and count, the prize, recent scans. */
export async function readActivityAdmin(db: Db, signer: CodeSigner, eventId: string): Promise<ActivityAdmin> {
  const [rows, counts, prizeText, recent] = await Promise.all([
    db.select().from(activities).where(eq(activities.eventId, eventId)).orderBy(asc(activities.startsAt), asc(activities.name)),
    db
      .select({ activityId: activityScans.activityId, count: sql<number>`count(*)::int` })
      .from(activityScans)
      .where(and(eq(activityScans.eventId, eventId), isNull(activityScans.undoneAt)))
      .groupBy(activityScans.activityId),
    readPrizeText(db, eventId),
    db
      .select({ scan: activityScans, activityName: activities.name, firstName: accounts.firstName, lastName: accounts.lastName })
      .from(activityScans)
      .innerJoin(activities, eq(activities.id, activityScans.activityId))
      .innerJoin(accounts, eq(accounts.id, activityScans.accountId))
      .where(eq(activityScans.eventId, eventId))
      .orderBy(desc(activityScans.receivedAt), desc(activityScans.scannedAt))
      .limit(recentScanCount),
  ]);
  const countOf = new Map(counts.map((row) => [row.activityId, Number(row.count)]));
  return {
    activities: rows.map((row) => ({ ...toActivity(row), code: signActivityCode(signer, row), scans: countOf.get(row.id) ?? 0 })),
    prizeText,
    recentScans: recent.map(({ scan, activityName, firstName, lastName }) => ({
      id: scan.id,
      activityId: scan.activityId,
      activityName,
      personName: `${firstName} ${lastName}`.trim(),
      points: scan.points,
      scannedAt: scan.scannedAt.getTime(),
      clockSkewed: scan.clockSkewed,
      undone: scan.undoneAt !== null,
    })),
  };
}

/** Takes back a wrongly recorded scan: its points stop counting, and its key still answers (as undone). */
export async function undoActivityScan(db: Db, eventId: string, scanId: string, undoneBy: string, now: Date): Promise<{ undone: boolean }> {
  const [row] = await db.select({ undoneAt: activityScans.undoneAt }).from(activityScans).where(and(eq(activityScans.id, scanId), eq(activityScans.eventId, eventId)));
  if (!row) throw new DomainError('NOT_FOUND', 'Scan not found');
  if (row.undoneAt) return { undone: false };
  await db.update(activityScans).set({ undoneAt: now, undoneBy }).where(and(eq(activityScans.id, scanId), isNull(activityScans.undoneAt)));
  return { undone: true };
}
