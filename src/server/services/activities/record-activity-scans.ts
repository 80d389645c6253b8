import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { ActivityScanInput, ActivityScanResult } from '#shared/contracts/activities.ts';
import { judgeActivityScan, type ActivityRefusal } from '#shared/rules/activity-scan-verdict.ts';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema/activities.ts';
import { activityScans, type ActivityScanRow } from '../../db/schema/activity-scans.ts';
import { batchPerTurn } from '../../db/turn-batch.ts';
import { effectiveTime } from '../check-in/effective-time.ts';
import type { ClaimedWrites } from '../idempotency/apply-once.ts';
import { fingerprintPayload } from '../idempotency/payload-fingerprint.ts';
import type { CodeSigner } from '../personal-code/code-signer.ts';
import { checkActivityCodeText } from './activity-codes.ts';
import { claimKeysOfMany, recordResultsOfMany } from './scan-keys.ts';

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

/** Per person and activity, or per person and key: one map for the scans of several people. */
const pair = (accountId: string, id: string) => `${accountId} ${id}`;

/** A request's scans, a key repeated in it taken once (its first). */
function distinctScans(sent: ActivityScanInput[]): ActivityScanInput[] {
  const firstOf = new Map<string, ActivityScanInput>();
  for (const scan of sent) if (!firstOf.has(scan.idempotencyKey)) firstOf.set(scan.idempotencyKey, scan);
  return [...firstOf.values()];
}

/**
 * One person's batch of activity scans (≤ 100), in one transaction. The caller's scans are taken
 * one transaction at a time (an advisory lock on the account), so two phones of one person cannot
 * both earn an activity that allows one; every key is applied once (a replay answers what stands).
 * The caller must already have been checked for every event the scans name. On PGlite the
 * requests of different people that arrive in the same turn share one transaction (writeScans).
 */
export async function recordActivityScans(db: Db, request: RecordActivityScans): Promise<ActivityScanResult[]> {
  return writeScans(db, request);
}

// A scan request was a transaction of eight statements, and on PGlite each statement's fixed cost
// is most of a small request's time: the requests that arrive together there go in one transaction
// of the same eight statements, each request judged and answered on its own. Two requests of one
// person never share one (turn-batch.ts's keyOf): the second goes in the next, after the first, as
// its advisory lock would have it. A request that raises makes the others go one by one.
const writeScans = batchPerTurn<RecordActivityScans, ActivityScanResult[]>({
  together: (db, requests) => db.transaction((tx) => recordInTransaction(tx, requests)),
  alone: async (db, request) => (await db.transaction((tx) => recordInTransaction(tx, [request])))[0]!,
  maxBatch: 64,
  keyOf: (request) => request.accountId,
});

/** The requests of distinct people, in one transaction, set-based: the same statements for one request or many. */
async function recordInTransaction(tx: Db, requests: readonly RecordActivityScans[]): Promise<ActivityScanResult[][]> {
  const prepared = requests.map((request) => ({ ...request, sent: request.scans, scans: distinctScans(request.scans) }));
  const accountIds = [...new Set(prepared.map((request) => request.accountId))].sort();
  await tx.execute(sql`
    select pg_advisory_xact_lock(hashtext(keys.value))
    from (select value from json_array_elements_text(${JSON.stringify(accountIds.map((accountId) => `activity-scan:${accountId}`))}::json) order by value) as keys`);
  const claims = await claimKeysOfMany(
    tx,
    activityScanOp,
    prepared.flatMap(({ accountId, scans }) => scans.map(({ idempotencyKey, ...scan }) => ({ accountId, key: idempotencyKey, fingerprint: fingerprintPayload(scan) }))),
  );
  const claimOf = (accountId: string): ClaimedWrites => claims.get(accountId) ?? { replays: new Map(), conflicts: new Map() };
  const storedOf = (accountId: string) => claimOf(accountId).replays as Map<string, StoredAnswer>;

  const replayIds = accountIds.flatMap((accountId) => [...storedOf(accountId).values()].flatMap((answer) => ('scanId' in answer ? [answer.scanId] : [])));
  const replayRows = replayIds.length ? await tx.select().from(activityScans).where(inArray(activityScans.id, replayIds)) : [];
  const rowById = new Map(replayRows.map((row) => [row.id, row]));

  const freshOf = prepared.map(({ accountId, scans }) => scans.filter((scan) => !storedOf(accountId).has(scan.idempotencyKey) && !claimOf(accountId).conflicts.has(scan.idempotencyKey)));
  // A batch holds the same few cards many times over: each distinct text is verified once.
  const verified = new Map<string, ReturnType<typeof checkActivityCodeText>>();
  const checks = prepared.map(({ signer }, index) => {
    const verify = (code: string) => verified.get(code) ?? verified.set(code, checkActivityCodeText(signer, code)).get(code)!;
    return new Map(freshOf[index]!.map((scan) => [scan.idempotencyKey, verify(scan.code)]));
  });
  const activityIds = [...new Set(checks.flatMap((check) => [...check.values()].flatMap((result) => (result.kind === 'valid' ? [result.claim.activityId] : []))))];
  const rows = activityIds.length ? await tx.select().from(activities).where(inArray(activities.id, activityIds)) : [];
  const activityById = new Map(rows.map((row) => [row.id, row]));
  const earnedRows = activityIds.length
    ? await tx
        .select({ accountId: activityScans.accountId, activityId: activityScans.activityId, count: sql<number>`count(*)::int` })
        .from(activityScans)
        .where(and(inArray(activityScans.accountId, accountIds), inArray(activityScans.activityId, activityIds), isNull(activityScans.undoneAt)))
        .groupBy(activityScans.accountId, activityScans.activityId)
    : [];
  const earned = new Map(earnedRows.map((row) => [pair(row.accountId, row.activityId), Number(row.count)]));

  const results = new Map<string, ActivityScanResult>();
  const toRecord: Array<{ accountId: string; key: string; result: StoredAnswer }> = [];
  const admitted: Array<typeof activityScans.$inferInsert> = [];
  prepared.forEach(({ accountId, now }, index) => {
    for (const scan of freshOf[index]!) {
      const time = effectiveTime(new Date(scan.scannedAt), now);
      const verdict = judgeActivityScan(checks[index]!.get(scan.idempotencyKey) ?? { kind: 'forged' }, {
        eventId: scan.eventId,
        at: Math.floor(time.at.getTime() / 1000),
        activity: (id) => {
          const row = activityById.get(id);
          if (!row || row.eventId !== scan.eventId) return null;
          return { startsAt: Math.floor(row.startsAt.getTime() / 1000), endsAt: Math.floor(row.endsAt.getTime() / 1000), paused: row.paused, perPersonLimit: row.perPersonLimit };
        },
        earned: (id) => earned.get(pair(accountId, id)) ?? 0,
      });
      const activity = verdict.kind === 'accepted' ? activityById.get(verdict.activityId) : undefined;
      if (verdict.kind === 'refused' || !activity) {
        const reason = verdict.kind === 'refused' ? verdict.reason : 'not-found';
        results.set(pair(accountId, scan.idempotencyKey), refused(scan.idempotencyKey, reason));
        toRecord.push({ accountId, key: scan.idempotencyKey, result: { reason } });
        continue;
      }
      // Counted as the batch goes, so the batch itself cannot pass the limit.
      earned.set(pair(accountId, activity.id), (earned.get(pair(accountId, activity.id)) ?? 0) + 1);
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
  });
  // One multi-row insert for the whole batch.
  const inserted = admitted.length ? await tx.insert(activityScans).values(admitted).returning() : [];
  for (const row of inserted) {
    results.set(pair(row.accountId, row.idempotencyKey), { idempotencyKey: row.idempotencyKey, outcome: 'accepted', reason: null, scan: toMyScan(row), clockSkewed: row.clockSkewed });
    toRecord.push({ accountId: row.accountId, key: row.idempotencyKey, result: { scanId: row.id } });
  }
  await recordResultsOfMany(tx, toRecord);

  return prepared.map(({ accountId, sent, scans }) => {
    const answerOf = (key: string): ActivityScanResult => {
      if (claimOf(accountId).conflicts.has(key)) return refused(key, 'key-reused');
      const replay = storedOf(accountId).get(key);
      if (!replay) return results.get(pair(accountId, key)) ?? refused(key, 'not-found');
      if ('reason' in replay) return refused(key, replay.reason);
      const row = rowById.get(replay.scanId);
      // Removed with its activity since: nothing stands.
      if (!row) return refused(key, 'not-found');
      if (row.undoneAt) return refused(key, 'undone');
      return { idempotencyKey: key, outcome: 'accepted', reason: null, scan: toMyScan(row), clockSkewed: row.clockSkewed };
    };
    const byKey = new Map(scans.map((scan) => [scan.idempotencyKey, answerOf(scan.idempotencyKey)]));
    // Every scan sent gets an answer, a key repeated in the batch the same as its first.
    return sent.map((scan) => byKey.get(scan.idempotencyKey)!);
  });
}
