import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ActivityScanInput, ActivityScanResult } from '#shared/contracts/activities.ts';
import { judgeActivityScan, type ActivityRefusal } from '#shared/rules/activity-scan-verdict.ts';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema/activities.ts';
import { activityScans, type ActivityScanRow } from '../../db/schema/activity-scans.ts';
import { effectiveTime } from '../check-in/effective-time.ts';
import { claimWrites, recordWrites } from '../idempotency/apply-once.ts';
import { fingerprintPayload } from '../idempotency/payload-fingerprint.ts';
import type { CodeSigner } from '../personal-code/code-signer.ts';
import { checkActivityCodeText } from './activity-codes.ts';

const activityScanOp = 'activity.scan';

/** What applied_writes keeps per key: the stored scan (its state is read afresh on replay), or the refusal. */
type StoredAnswer = { scanId: string } | { reason: ActivityRefusal };

export interface RecordActivityScans {
  accountId: string;
  scans: ActivityScanInput[];
  signer: CodeSigner;
  now: Date;
}

const toMyScan = (row: ActivityScanRow) => ({ id: row.id, activityId: row.activityId, points: row.points, scannedAt: row.scannedAt.getTime() });

const refused = (key: string, reason: ActivityRefusal): ActivityScanResult => ({ idempotencyKey: key, outcome: 'rejected', reason, scan: null, clockSkewed: false });

/**
 * One person's batch of activity scans (≤ 100), in one transaction. The caller's scans are taken
 * one transaction at a time (an advisory lock on the account), so two phones of one person cannot
 * both earn an activity that allows one; every key is applied once (a replay answers what stands).
 * The caller must already have been checked for every event the scans name.
 */
export async function recordActivityScans(db: Db, { accountId, scans: sent, signer, now }: RecordActivityScans): Promise<ActivityScanResult[]> {
  const firstOf = new Map<string, ActivityScanInput>();
  for (const scan of sent) if (!firstOf.has(scan.idempotencyKey)) firstOf.set(scan.idempotencyKey, scan);
  const scans = [...firstOf.values()];

  const answers = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`activity-scan:${accountId}`}))`);
    const { replays, conflicts } = await claimWrites(tx, {
      accountId,
      op: activityScanOp,
      writes: scans.map(({ idempotencyKey, ...scan }) => ({ key: idempotencyKey, fingerprint: fingerprintPayload(scan) })),
    });
    const stored = replays as Map<string, StoredAnswer>;
    const replayIds = [...stored.values()].flatMap((answer) => ('scanId' in answer ? [answer.scanId] : []));
    const replayRows = replayIds.length ? await tx.select().from(activityScans).where(inArray(activityScans.id, replayIds)) : [];
    const rowById = new Map(replayRows.map((row) => [row.id, row]));

    const fresh = scans.filter((scan) => !stored.has(scan.idempotencyKey) && !conflicts.has(scan.idempotencyKey));
    // A batch holds the same few cards many times over: each distinct text is verified once.
    const verified = new Map<string, ReturnType<typeof checkActivityCodeText>>();
    const verify = (code: string) => verified.get(code) ?? verified.set(code, checkActivityCodeText(signer, code)).get(code)!;
    const checks = new Map(fresh.map((scan) => [scan.idempotencyKey, verify(scan.code)]));
    const activityIds = [...new Set([...checks.values()].flatMap((check) => (check.kind === 'valid' ? [check.claim.activityId] : [])))];
    const rows = activityIds.length ? await tx.select().from(activities).where(inArray(activities.id, activityIds)) : [];
    const activityById = new Map(rows.map((row) => [row.id, row]));
    const earnedRows = activityIds.length
      ? await tx
          .select({ activityId: activityScans.activityId, count: sql<number>`count(*)::int` })
          .from(activityScans)
          .where(and(eq(activityScans.accountId, accountId), inArray(activityScans.activityId, activityIds), isNull(activityScans.undoneAt)))
          .groupBy(activityScans.activityId)
      : [];
    const earned = new Map(earnedRows.map((row) => [row.activityId, Number(row.count)]));

    const results = new Map<string, ActivityScanResult>();
    const toRecord: Array<{ key: string; result: StoredAnswer }> = [];
    const admitted: Array<typeof activityScans.$inferInsert> = [];
    for (const scan of fresh) {
      const time = effectiveTime(new Date(scan.scannedAt), now);
      const verdict = judgeActivityScan(checks.get(scan.idempotencyKey) ?? { kind: 'forged' }, {
        eventId: scan.eventId,
        at: Math.floor(time.at.getTime() / 1000),
        activity: (id) => {
          const row = activityById.get(id);
          if (!row || row.eventId !== scan.eventId) return null;
          return { startsAt: Math.floor(row.startsAt.getTime() / 1000), endsAt: Math.floor(row.endsAt.getTime() / 1000), paused: row.paused, perPersonLimit: row.perPersonLimit };
        },
        earned: (id) => earned.get(id) ?? 0,
      });
      const activity = verdict.kind === 'accepted' ? activityById.get(verdict.activityId) : undefined;
      if (verdict.kind === 'refused' || !activity) {
        const reason = verdict.kind === 'refused' ? verdict.reason : 'not-found';
        results.set(scan.idempotencyKey, refused(scan.idempotencyKey, reason));
        toRecord.push({ key: scan.idempotencyKey, result: { reason } });
        continue;
      }
      // Counted as the batch goes, so the batch itself cannot pass the limit.
      earned.set(activity.id, (earned.get(activity.id) ?? 0) + 1);
      admitted.push({
        eventId: scan.eventId,
        activityId: activity.id,
        accountId,
        idempotencyKey: scan.idempotencyKey,
        points: activity.points,
        scannedAt: time.at,
        deviceScannedAt: new Date(scan.scannedAt),
        receivedAt: now,
        clockSkewed: time.skewed,
      });
    }
    // One multi-row insert for the whole batch.
    const inserted = admitted.length ? await tx.insert(activityScans).values(admitted).returning() : [];
    for (const row of inserted) {
      results.set(row.idempotencyKey, { idempotencyKey: row.idempotencyKey, outcome: 'accepted', reason: null, scan: toMyScan(row), clockSkewed: row.clockSkewed });
      toRecord.push({ key: row.idempotencyKey, result: { scanId: row.id } });
    }
    await recordWrites(tx, accountId, toRecord);

    return scans.map((scan): ActivityScanResult => {
      const key = scan.idempotencyKey;
      if (conflicts.has(key)) return refused(key, 'key-reused');
      const replay = stored.get(key);
      if (!replay) return results.get(key) ?? refused(key, 'not-found');
      if ('reason' in replay) return refused(key, replay.reason);
      const row = rowById.get(replay.scanId);
      // Removed with its activity since: nothing stands.
      if (!row) return refused(key, 'not-found');
      if (row.undoneAt) return refused(key, 'undone');
      return { idempotencyKey: key, outcome: 'accepted', reason: null, scan: toMyScan(row), clockSkewed: row.clockSkewed };
    });
  });
  const byKey = new Map(answers.map((answer) => [answer.idempotencyKey, answer]));
  // Every scan sent gets an answer, a key repeated in the batch the same as its first.
  return sent.map((scan) => byKey.get(scan.idempotencyKey) as ActivityScanResult);
}
