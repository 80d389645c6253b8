import { and, eq, inArray } from 'drizzle-orm';
import type { ConnectionScanResult } from '#shared/contracts/connections.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { connections } from '../../db/schema/connections.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { deviceTimeAheadMs } from '../check-in/effective-time.ts';
import { claimWrites, recordWrites } from '../idempotency/apply-once.ts';
import { fingerprintPayload } from '../idempotency/payload-fingerprint.ts';
import type { CodeSigner } from '../personal-code/code-signer.ts';
import { minimumVersions } from '../personal-code/code-versions.ts';
import { judgeConnectionScan } from './judge-connection-scan.ts';
import { loadConnections } from './load-connections.ts';

const createConnectionOp = 'connection.create';

interface ConnectionScan {
  idempotencyKey: string;
  code: string;
  scannedAt: number;
  eventId: string | null;
}

/** What the key stands for: the scan as parsed, without the key. */
const fingerprintScan = ({ idempotencyKey: _key, ...scan }: ConnectionScan) => fingerprintPayload(scan);

const keyReused = (scan: ConnectionScan): ConnectionScanResult => ({ idempotencyKey: scan.idempotencyKey, outcome: 'rejected', reason: 'key-reused', connection: null });

/** Kept per key: the refusal, or whom the scan connected (the answer shows the connection as it is now). */
type StoredAnswer = { outcome: 'accepted' | 'duplicate'; accountId: string } | { outcome: 'rejected'; reason: NonNullable<ConnectionScanResult['reason']> };

export interface CreatedConnections {
  results: ConnectionScanResult[];
  /** People who gained a connection now (for a notification once the transaction committed). */
  newlyConnected: string[];
}

/**
 * Scanning someone's code connects us both ways: two rows, each side with its own note. Already
 * connected is a "duplicate" answering the existing connection. Each key applies once; a key
 * reused for another scan is refused on its own. The phone's scan time is believed up to a few
 * minutes past `receivedAt` (as a door scan's): a clock set years ahead cannot date a connection
 * in the future. An earlier time stays as sent: connections made long ago and synced late are real.
 */
export async function createConnections(
  db: Db,
  { scannerId, scans, signer, receivedAt }: { scannerId: string; scans: ConnectionScan[]; signer: CodeSigner; receivedAt: Date },
): Promise<CreatedConnections> {
  const latestBelievable = receivedAt.getTime() + deviceTimeAheadMs;
  const fingerprints = scans.map(fingerprintScan);
  // The same key twice in one batch is one write (the first); sent with another scan, a conflict.
  const firstOf = new Map<string, number>();
  scans.forEach((scan, index) => {
    if (!firstOf.has(scan.idempotencyKey)) firstOf.set(scan.idempotencyKey, index);
  });
  const unique = [...firstOf.values()].map((index) => scans[index] as ConnectionScan);
  const fingerprintOf = new Map([...firstOf].map(([key, index]) => [key, fingerprints[index] as string]));
  const codes = new Map(unique.map((scan) => [scan.idempotencyKey, signer.check(scan.code)]));
  const newlyConnected: string[] = [];

  const answers = await db.transaction(async (tx) => {
    const claim = await claimWrites(tx, {
      accountId: scannerId,
      op: createConnectionOp,
      writes: unique.map((scan) => ({ key: scan.idempotencyKey, fingerprint: fingerprintOf.get(scan.idempotencyKey) as string })),
    });
    const replays = claim.replays as Map<string, StoredAnswer>;
    const { conflicts } = claim;
    const fresh = unique.filter((scan) => !replays.has(scan.idempotencyKey) && !conflicts.has(scan.idempotencyKey));
    const named = [...new Set([...codes.values()].flatMap((code) => (code.kind === 'valid' ? [code.claim.accountId] : [])))];
    const eventIds = [...new Set(fresh.flatMap((scan) => (scan.eventId ? [scan.eventId] : [])))];
    // One after another: a transaction is one connection, and pg runs its queries one at a time anyway
    // (queries sent concurrently on one client are queued, and pg warns that this will stop working).
    const existing = named.length ? await tx.select({ id: accounts.id }).from(accounts).where(inArray(accounts.id, named)) : [];
    const versions = await minimumVersions(tx, named);
    const memberOf = eventIds.length
      ? await tx.select({ eventId: eventMembers.eventId }).from(eventMembers).where(and(eq(eventMembers.accountId, scannerId), inArray(eventMembers.eventId, eventIds)))
      : [];
    const existingIds = new Set(existing.map((row) => row.id));
    const scannerEvents = new Set(memberOf.map((row) => row.eventId));

    const stored = new Map<string, StoredAnswer>(replays);
    const valid: Array<{ key: string; accountId: string; connectedAt: Date; eventId: string | null }> = [];
    for (const scan of fresh) {
      const judged = judgeConnectionScan(codes.get(scan.idempotencyKey) as ReturnType<CodeSigner['check']>, {
        scannerId,
        exists: (accountId) => existingIds.has(accountId),
        minimumCodeVersion: (accountId) => versions.get(accountId) ?? 1,
      });
      if ('reason' in judged) stored.set(scan.idempotencyKey, { outcome: 'rejected', reason: judged.reason });
      // The event is kept only when the scanner is in it: a client cannot tag a meeting with any event.
      else valid.push({ key: scan.idempotencyKey, accountId: judged.accountId, connectedAt: new Date(Math.min(scan.scannedAt, latestBelievable)), eventId: scan.eventId && scannerEvents.has(scan.eventId) ? scan.eventId : null });
    }
    // Both sides of every scan in one statement. Rows go in scan order, so when one batch scans a
    // person twice the first scan makes the connection (its time, its event) and the later one is a duplicate.
    const inserted = valid.length
      ? await tx
          .insert(connections)
          .values(
            valid.flatMap(({ accountId, connectedAt, eventId }) => [
              { ownerId: scannerId, otherId: accountId, connectedAt, eventId },
              { ownerId: accountId, otherId: scannerId, connectedAt, eventId },
            ]),
          )
          .onConflictDoNothing({ target: [connections.ownerId, connections.otherId] })
          .returning({ ownerId: connections.ownerId, otherId: connections.otherId })
      : [];
    const mineNew = new Set(inserted.flatMap((row) => (row.ownerId === scannerId ? [row.otherId] : [])));
    newlyConnected.push(...inserted.flatMap((row) => (row.ownerId !== scannerId ? [row.ownerId] : [])));
    for (const { key, accountId } of valid) {
      // Only the first scan of a person in this batch is the one that connected.
      const accepted = mineNew.delete(accountId);
      stored.set(key, { outcome: accepted ? 'accepted' : 'duplicate', accountId });
    }
    await recordWrites(tx, scannerId, fresh.map((scan) => ({ key: scan.idempotencyKey, result: stored.get(scan.idempotencyKey) })));

    const people = [...stored.values()].flatMap((answer) => (answer.outcome === 'rejected' ? [] : [answer.accountId]));
    const current = await loadConnections(tx, scannerId, [...new Set(people)]);
    return new Map(
      unique.map((scan): [string, ConnectionScanResult] => {
        if (conflicts.has(scan.idempotencyKey)) return [scan.idempotencyKey, keyReused(scan)];
        const answer = stored.get(scan.idempotencyKey) as StoredAnswer;
        if (answer.outcome === 'rejected') return [scan.idempotencyKey, { idempotencyKey: scan.idempotencyKey, outcome: 'rejected', reason: answer.reason, connection: null }];
        const connection = current.find((item) => item.person.accountId === answer.accountId) ?? null;
        return [scan.idempotencyKey, { idempotencyKey: scan.idempotencyKey, outcome: answer.outcome, reason: null, connection }];
      }),
    );
  });
  const results = scans.map((scan, index) =>
    fingerprints[index] === fingerprintOf.get(scan.idempotencyKey) ? (answers.get(scan.idempotencyKey) as ConnectionScanResult) : keyReused(scan),
  );
  return { results, newlyConnected };
}
