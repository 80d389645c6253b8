import { inArray } from 'drizzle-orm';
import type { CheckInScan, ScanResult } from '#shared/contracts/check-in.ts';
import { judgeScan, type CheckInVerdict } from '#shared/rules/check-in-verdict.ts';
import type { CodeCheck } from '#shared/rules/personal-code.ts';
import type { Db } from '../../db/client.ts';
import { checkIns, type CheckInRow } from '../../db/schema/check-ins.ts';
import { claimWrites, recordWrites } from '../idempotency/apply-once.ts';
import { fingerprintPayload } from '../idempotency/payload-fingerprint.ts';
import type { CodeSigner } from '../personal-code/code-signer.ts';
import { touchDevices } from './door-devices.ts';
import { effectiveTime } from './effective-time.ts';
import { loadScanContext, type ScanContext } from './scan-context.ts';
import { loadStanding, pairKey, scanOutcome, type StandingScan } from './standing.ts';

const recordOp = 'checkIn.record';

/** What applied_writes keeps per key: the stored scan (its status is worked out afresh on replay), or the refusal. */
type StoredAnswer = { scanId: string } | ScanResult;

export interface RecordCheckIns {
  callerId: string;
  scans: CheckInScan[];
  /** Events where the caller holds Event::CheckIn::Create; scans for any other event are refused. */
  permittedEventIds: ReadonlySet<string>;
  signer: CodeSigner;
  now: Date;
}

/** A search names the account directly: nothing to verify, and no code version to revoke. */
function codeOf(scan: CheckInScan, signer: CodeSigner): CodeCheck {
  if (scan.method === 'search') return { kind: 'valid', claim: { accountId: scan.accountId as string, version: Number.MAX_SAFE_INTEGER } };
  return signer.check(scan.code ?? '');
}

/** The door's rule, fed from the batch's context; the server decides the standing check-in itself, by time. */
function verdictFor(scan: CheckInScan, code: CodeCheck, context: ScanContext): CheckInVerdict {
  return judgeScan(code, {
    isMember: (accountId) => context.members.has(pairKey(scan.eventId, accountId)),
    minimumCodeVersion: (accountId) => context.versions.get(accountId) ?? 1,
    checkIn: () => null,
  });
}

/** What the key stands for: the scan as parsed, without the key. */
function fingerprintScan({ idempotencyKey: _key, ...scan }: CheckInScan): string {
  return fingerprintPayload(scan);
}

const refusal = (scan: CheckInScan, reason: NonNullable<ScanResult['reason']>, person: ScanResult['person'] = null): ScanResult => ({
  idempotencyKey: scan.idempotencyKey,
  outcome: 'rejected',
  reason,
  person,
  standing: null,
});

// Not batched across requests on PGlite, unlike upvotes and game scans (turn-batch.ts), because
// measured there is nothing to combine (BENCH_ONLY=bursty-writes, PGlite): 8 doors at a door's
// pace send about 4 requests a second, answered in 10–23 ms, so two seldom meet in one turn; all 8
// sending one scan after another still take ~155 scans/s, some 40 times that pace; and a door
// back online sends its queue 200 scans a request, already one transaction (~3,000 scans/s).

/**
 * One batch of door scans (≤ 200), set-based and in one transaction: a handful of queries
 * and one multi-row insert, whatever the batch size. Replayed keys change nothing and answer
 * the scan's status now (it may have become a duplicate since). A key reused for another scan
 * is refused on its own, leaving the rest of the batch to go through.
 */
export async function recordCheckIns(db: Db, input: RecordCheckIns): Promise<ScanResult[]> {
  const { callerId, permittedEventIds, signer, now } = input;
  const fingerprints = input.scans.map(fingerprintScan);
  // The same key twice in one batch is one write (the first); sent with another scan, a conflict.
  const firstOf = new Map<string, number>();
  input.scans.forEach((scan, index) => {
    if (!firstOf.has(scan.idempotencyKey)) firstOf.set(scan.idempotencyKey, index);
  });
  const scans = [...firstOf.values()].map((index) => input.scans[index] as CheckInScan);
  const fingerprintOf = new Map([...firstOf].map(([key, index]) => [key, fingerprints[index] as string]));
  const codes = new Map(scans.map((scan) => [scan.idempotencyKey, codeOf(scan, signer)]));

  const answers = await db.transaction(async (tx) => {
    // A scan for an event the caller may not check in at is refused without spending its key:
    // the refusal is about the caller, and the same scan may be sent again once they are staff.
    const allowed = scans.filter((scan) => permittedEventIds.has(scan.eventId));
    const claim = await claimWrites(tx, {
      accountId: callerId,
      op: recordOp,
      writes: allowed.map((scan) => ({ key: scan.idempotencyKey, fingerprint: fingerprintOf.get(scan.idempotencyKey) as string })),
    });
    const replays = claim.replays as Map<string, StoredAnswer>;
    const { conflicts } = claim;
    const fresh = allowed.filter((scan) => !replays.has(scan.idempotencyKey) && !conflicts.has(scan.idempotencyKey));
    const replayedIds = [...replays.values()].flatMap((answer) => ('scanId' in answer ? [answer.scanId] : []));
    const replayedRows = replayedIds.length > 0 ? await tx.select().from(checkIns).where(inArray(checkIns.id, replayedIds)) : [];

    const claimed = (scan: CheckInScan) => {
      const code = codes.get(scan.idempotencyKey);
      return code?.kind === 'valid' ? [code.claim.accountId] : [];
    };
    const accountIds = [...new Set([...fresh.flatMap(claimed), ...replayedRows.map((row) => row.accountId)])];
    const eventIds = [...new Set([...fresh.map((scan) => scan.eventId), ...replayedRows.map((row) => row.eventId)])];
    const context = await loadScanContext(tx, eventIds, accountIds);
    const personOf = (accountId: string) => context.names.get(accountId) ?? null;
    // A refusal names only the event's own members: any account id can be typed into a search,
    // and the door must not tell a name to staff of an event that person has nothing to do with.
    const memberNamed = (eventId: string, accountId: string) => (context.members.has(pairKey(eventId, accountId)) ? personOf(accountId) : null);

    const refused = new Map<string, ScanResult>();
    const admitted: Array<typeof checkIns.$inferInsert> = [];
    for (const scan of scans) {
      if (replays.has(scan.idempotencyKey) || conflicts.has(scan.idempotencyKey)) continue;
      if (!permittedEventIds.has(scan.eventId)) {
        refused.set(scan.idempotencyKey, refusal(scan, 'forbidden'));
        continue;
      }
      const verdict = verdictFor(scan, codes.get(scan.idempotencyKey) as CodeCheck, context);
      if (verdict.kind === 'forged' || verdict.kind === 'not-hallway') {
        refused.set(scan.idempotencyKey, refusal(scan, verdict.kind));
      } else if (verdict.kind === 'revoked' || verdict.kind === 'not-registered') {
        refused.set(scan.idempotencyKey, refusal(scan, verdict.kind, memberNamed(scan.eventId, verdict.accountId)));
      } else {
        const deviceScannedAt = new Date(scan.scannedAt);
        // A new scan is never born undone: an undo covers only the scans received before it.
        admitted.push({
          eventId: scan.eventId,
          accountId: verdict.accountId,
          scannedBy: callerId,
          idempotencyKey: scan.idempotencyKey,
          scannedAt: effectiveTime(deviceScannedAt, now).at,
          deviceScannedAt,
          receivedAt: now,
          deviceId: scan.deviceId,
          deviceLabel: scan.deviceLabel,
          method: scan.method,
          changedAt: now,
        });
      }
    }

    const inserted = admitted.length > 0 ? await tx.insert(checkIns).values(admitted).returning() : [];
    const rowsByKey = new Map<string, CheckInRow>([...replayedRows, ...inserted].map((row) => [row.idempotencyKey, row]));
    const rowsById = new Map<string, CheckInRow>(replayedRows.map((row) => [row.id, row]));
    const standing = await loadStanding(tx, eventIds, accountIds);

    const answerFor = (scan: CheckInScan): ScanResult => {
      if (conflicts.has(scan.idempotencyKey)) return refusal(scan, 'key-reused');
      const replay = replays.get(scan.idempotencyKey);
      if (replay && !('scanId' in replay)) return replay;
      const row = replay ? rowsById.get(replay.scanId) : rowsByKey.get(scan.idempotencyKey);
      const refusedAnswer = refused.get(scan.idempotencyKey);
      if (refusedAnswer || !row) return refusedAnswer ?? refusal(scan, 'not-registered');
      const stands: StandingScan | undefined = standing.get(pairKey(row.eventId, row.accountId));
      return { idempotencyKey: scan.idempotencyKey, ...scanOutcome(row, stands), reason: null, person: personOf(row.accountId) };
    };

    await recordWrites(
      tx,
      callerId,
      fresh.map((scan) => {
        const row = rowsByKey.get(scan.idempotencyKey);
        return { key: scan.idempotencyKey, result: row ? { scanId: row.id } : answerFor(scan) };
      }),
    );
    await touchDevices(
      tx,
      allowed.map((scan) => ({ eventId: scan.eventId, deviceId: scan.deviceId, label: scan.deviceLabel, accountId: callerId })),
      now,
    );
    return new Map(scans.map((scan) => [scan.idempotencyKey, answerFor(scan)]));
  });
  return input.scans.map((scan, index) =>
    fingerprints[index] === fingerprintOf.get(scan.idempotencyKey) ? (answers.get(scan.idempotencyKey) as ScanResult) : refusal(scan, 'key-reused'),
  );
}

