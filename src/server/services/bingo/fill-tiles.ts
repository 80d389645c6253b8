import { and, eq, inArray } from 'drizzle-orm';
import type { BingoCard, BingoFill, BingoRejection, BingoScanResult } from '#shared/contracts/bingo.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { bingoFills } from '../../db/schema/bingo-fills.ts';
import { effectiveTime } from '../check-in/effective-time.ts';
import { claimWrites, recordWrites } from '../idempotency/apply-once.ts';
import { fingerprintPayload } from '../idempotency/payload-fingerprint.ts';
import type { CodeSigner } from '../personal-code/code-signer.ts';
import { minimumVersions } from '../personal-code/code-versions.ts';
import { syncCompletions } from './completions.ts';
import { fillDto } from './fill-rows.ts';
import { judgeBingoScan } from './judge-bingo-scan.ts';
import { loadMemberFacts } from './member-facts.ts';

export const fillBingoOp = 'bingo.fill';

export interface BingoScan {
  idempotencyKey: string;
  tileId: string;
  code: string;
  scannedAt: number;
}

/** Kept per key: the refusal, or the fill the scan stands for (a replay answers the fill as it is now). */
type StoredAnswer = { outcome: 'accepted' | 'duplicate'; fillId: string } | { outcome: 'rejected'; reason: BingoRejection };

const fingerprintScan = (eventId: string, { idempotencyKey: _key, ...scan }: BingoScan) => fingerprintPayload({ eventId, ...scan });
const rejected = (idempotencyKey: string, reason: BingoRejection): BingoScanResult => ({ idempotencyKey, outcome: 'rejected', reason, fill: null });

/**
 * A batch of bingo scans of one attendee (queued offline, sent together). Each key applies once;
 * the card's rules hold in the database (a tile holds one person, a person fills one tile), so two
 * phones of one person sending the same scan count it once: the second is a duplicate.
 * Completions are recorded at the server time of the fill that completed them.
 */
export async function fillBingoTiles(
  db: Db,
  { card, scannerId, scans, signer, now }: { card: BingoCard; scannerId: string; scans: BingoScan[]; signer: CodeSigner; now: Date },
): Promise<{ results: BingoScanResult[]; completed: boolean }> {
  const fingerprints = scans.map((scan) => fingerprintScan(card.eventId, scan));
  const firstOf = new Map<string, number>();
  scans.forEach((scan, index) => {
    if (!firstOf.has(scan.idempotencyKey)) firstOf.set(scan.idempotencyKey, index);
  });
  const unique = [...firstOf.values()].map((index) => scans[index] as BingoScan);
  const fingerprintOf = new Map([...firstOf].map(([key, index]) => [key, fingerprints[index] as string]));
  const codes = new Map(unique.map((scan) => [scan.idempotencyKey, signer.check(scan.code)]));
  const tiles = new Map(card.tiles.map((tile) => [tile.id, tile]));

  const { answers, fills, completed } = await db.transaction(async (tx) => {
    const claim = await claimWrites(tx, {
      accountId: scannerId,
      op: fillBingoOp,
      writes: unique.map((scan) => ({ key: scan.idempotencyKey, fingerprint: fingerprintOf.get(scan.idempotencyKey) as string })),
    });
    const replays = claim.replays as Map<string, StoredAnswer>;
    const fresh = unique.filter((scan) => !replays.has(scan.idempotencyKey) && !claim.conflicts.has(scan.idempotencyKey));
    const named = [...new Set([...codes.values()].flatMap((code) => (code.kind === 'valid' ? [code.claim.accountId] : [])))];
    const facts = await loadMemberFacts(tx, card.eventId, [...named, scannerId]);
    const versions = await minimumVersions(tx, named);
    const stored = new Map<string, StoredAnswer>(replays);

    for (const scan of fresh) {
      const key = scan.idempotencyKey;
      if (card.paused) {
        stored.set(key, { outcome: 'rejected', reason: 'paused' });
        continue;
      }
      const judged = judgeBingoScan(codes.get(key) as ReturnType<CodeSigner['check']>, {
        scannerId,
        scanner: facts.get(scannerId) ?? { company: '' },
        tile: tiles.get(scan.tileId),
        member: (accountId) => facts.get(accountId),
        minimumCodeVersion: (accountId) => versions.get(accountId) ?? 1,
      });
      if ('reason' in judged) {
        stored.set(key, { outcome: 'rejected', reason: judged.reason });
        continue;
      }
      // One at a time and in scan order: within a batch the first scan of a tile or a person wins.
      const at = effectiveTime(new Date(scan.scannedAt), now);
      const [inserted] = await tx
        .insert(bingoFills)
        .values({ cardId: card.id, tileId: scan.tileId, accountId: scannerId, personId: judged.personId, scannedAt: at.at, clockFlagged: at.skewed, confirmedAt: now })
        .onConflictDoNothing()
        .returning({ id: bingoFills.id });
      if (inserted) {
        stored.set(key, { outcome: 'accepted', fillId: inserted.id });
        continue;
      }
      const standing = await tx
        .select({ id: bingoFills.id, tileId: bingoFills.tileId, personId: bingoFills.personId })
        .from(bingoFills)
        .where(and(eq(bingoFills.cardId, card.id), eq(bingoFills.accountId, scannerId)));
      const same = standing.find((fill) => fill.tileId === scan.tileId && fill.personId === judged.personId);
      if (same) stored.set(key, { outcome: 'duplicate', fillId: same.id });
      else if (standing.some((fill) => fill.tileId === scan.tileId)) stored.set(key, { outcome: 'rejected', reason: 'tile-filled' });
      else stored.set(key, { outcome: 'rejected', reason: 'person-used' });
    }
    await recordWrites(tx, scannerId, fresh.map((scan) => ({ key: scan.idempotencyKey, result: stored.get(scan.idempotencyKey) })));
    const { changed } = fresh.some((scan) => stored.get(scan.idempotencyKey)?.outcome === 'accepted') ? await syncCompletions(tx, card, [scannerId], now) : { changed: false };

    const fillIds = [...stored.values()].flatMap((answer) => (answer.outcome === 'rejected' ? [] : [answer.fillId]));
    const person = accounts;
    const rows = fillIds.length
      ? await tx
          .select({ id: bingoFills.id, tileId: bingoFills.tileId, personId: bingoFills.personId, firstName: person.firstName, lastName: person.lastName, scannedAt: bingoFills.scannedAt, clockFlagged: bingoFills.clockFlagged, confirmedAt: bingoFills.confirmedAt })
          .from(bingoFills)
          .innerJoin(person, eq(person.id, bingoFills.personId))
          .where(inArray(bingoFills.id, fillIds))
      : [];
    const byId = new Map<string, BingoFill>(rows.map((row) => [row.id, fillDto({ ...row, personName: `${row.firstName} ${row.lastName}`.trim() })]));
    return { answers: stored, fills: byId, completed: changed, conflicts: claim.conflicts };
  });

  const results = scans.map((scan, index): BingoScanResult => {
    const key = scan.idempotencyKey;
    if (fingerprints[index] !== fingerprintOf.get(key)) return rejected(key, 'key-reused');
    const answer = answers.get(key);
    if (!answer) return rejected(key, 'key-reused');
    if (answer.outcome === 'rejected') return rejected(key, answer.reason);
    // A fill undone since: the replay says the tile is no longer held by this scan.
    const fill = fills.get(answer.fillId);
    return fill ? { idempotencyKey: key, outcome: answer.outcome, reason: null, fill } : rejected(key, 'no-tile');
  });
  return { results, completed };
}
