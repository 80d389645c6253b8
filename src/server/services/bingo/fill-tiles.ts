import { and, eq, sql } from 'drizzle-orm';
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
import { placeFills, type Candidate, type Placement } from './place-fills.ts';

const fillBingoOp = 'bingo.fill';

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

/** A fill as stored, with the name of the person on it. */
type FillRow = Parameters<typeof fillDto>[0];

const fillColumns = { id: bingoFills.id, tileId: bingoFills.tileId, personId: bingoFills.personId, scannedAt: bingoFills.scannedAt, clockFlagged: bingoFills.clockFlagged, confirmedAt: bingoFills.confirmedAt };

/** The scanner's fills of the card as they stand. */
async function readStanding(tx: Db, cardId: string, scannerId: string): Promise<FillRow[]> {
  const rows = await tx
    .select({ ...fillColumns, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(bingoFills)
    .innerJoin(accounts, eq(accounts.id, bingoFills.personId))
    .where(and(eq(bingoFills.cardId, cardId), eq(bingoFills.accountId, scannerId)));
  return rows.map(({ firstName, lastName, ...row }) => ({ ...row, personName: `${firstName} ${lastName}`.trim() }));
}

/**
 * A batch of bingo scans of one attendee (queued offline, sent together), in a few statements
 * whatever its size: the card is read once, the scans are judged in memory in scan order, and the
 * new fills go in with one insert. Each key applies once; the card's rules also hold in the
 * database (a tile holds one person, a person fills one tile), so two phones of one person sending
 * the same scan count it once: the second is a duplicate. Completions are recorded at the server
 * time of the fill that completed them.
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
  const tiles = new Map(card.tiles.map((tile) => [tile.id, tile]));

  const { answers, fills, completed } = await db.transaction(async (tx) => {
    // One person's batches one at a time: two phones sending at once cannot deadlock on the
    // unique indexes, and the card read below is the card the insert meets.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bingo-fill:${scannerId}`}))`);
    const claim = await claimWrites(tx, {
      accountId: scannerId,
      op: fillBingoOp,
      writes: unique.map((scan) => ({ key: scan.idempotencyKey, fingerprint: fingerprintOf.get(scan.idempotencyKey) as string })),
    });
    const replays = claim.replays as Map<string, StoredAnswer>;
    const fresh = unique.filter((scan) => !replays.has(scan.idempotencyKey) && !claim.conflicts.has(scan.idempotencyKey));
    const stored = new Map<string, StoredAnswer>(replays);
    let fillOnTile = new Map((await readStanding(tx, card.id, scannerId)).map((fill) => [fill.tileId, fill]));
    const candidates: Array<Candidate & { scan: BingoScan }> = [];

    if (card.paused) for (const scan of fresh) stored.set(scan.idempotencyKey, { outcome: 'rejected', reason: 'paused' });
    else if (fresh.length) {
      const codes = new Map(fresh.map((scan) => [scan.idempotencyKey, signer.check(scan.code)]));
      const named = [...new Set([...codes.values()].flatMap((code) => (code.kind === 'valid' ? [code.claim.accountId] : [])))];
      const facts = await loadMemberFacts(tx, card.eventId, [...named, scannerId]);
      const versions = await minimumVersions(tx, named);
      for (const scan of fresh) {
        const key = scan.idempotencyKey;
        const judged = judgeBingoScan(codes.get(key) as ReturnType<CodeSigner['check']>, {
          scannerId,
          scanner: facts.get(scannerId) ?? { company: '' },
          tile: tiles.get(scan.tileId),
          // A member who cannot be on a tile is refused as bingo.members leaves them out: 'not-member'.
          member: (accountId) => {
            const person = facts.get(accountId);
            return person?.playable ? person : undefined;
          },
          minimumCodeVersion: (accountId) => versions.get(accountId) ?? 1,
        });
        if ('reason' in judged) stored.set(key, { outcome: 'rejected', reason: judged.reason });
        else candidates.push({ key, tileId: scan.tileId, personId: judged.personId, scan });
      }

      // Placed on the card as read, then inserted at once. A row the unique indexes turn away was
      // put there by a writer that did not take the lock: read the card again and place the rest.
      let unplaced = candidates;
      for (;;) {
        const placements = placeFills([...fillOnTile.values()], unplaced);
        const admitted = unplaced.filter((candidate) => placements.get(candidate.key)?.outcome === 'accepted');
        const inserted = admitted.length
          ? await tx
              .insert(bingoFills)
              .values(
                admitted.map(({ scan, personId }) => {
                  const at = effectiveTime(new Date(scan.scannedAt), now);
                  return { cardId: card.id, tileId: scan.tileId, accountId: scannerId, personId, scannedAt: at.at, clockFlagged: at.skewed, confirmedAt: now };
                }),
              )
              .onConflictDoNothing()
              .returning(fillColumns)
          : [];
        for (const row of inserted) fillOnTile.set(row.tileId, { ...row, personName: facts.get(row.personId)?.name ?? '' });
        const wentIn = new Set(inserted.map((row) => row.tileId));
        if (wentIn.size === admitted.length) {
          for (const { key } of unplaced) {
            const placement = placements.get(key) as Placement;
            // Every tile placed on is now in fillOnTile: read with the card, or just inserted.
            if (placement.outcome === 'rejected') stored.set(key, placement);
            else stored.set(key, { outcome: placement.outcome, fillId: (fillOnTile.get(placement.tileId) as FillRow).id });
          }
          break;
        }
        for (const { key, tileId } of admitted) {
          if (wentIn.has(tileId)) stored.set(key, { outcome: 'accepted', fillId: (fillOnTile.get(tileId) as FillRow).id });
        }
        unplaced = unplaced.filter((candidate) => !stored.has(candidate.key));
        fillOnTile = new Map((await readStanding(tx, card.id, scannerId)).map((fill) => [fill.tileId, fill]));
      }
    }
    await recordWrites(tx, scannerId, fresh.map((scan) => ({ key: scan.idempotencyKey, result: stored.get(scan.idempotencyKey) })));
    const accepted = fresh.some((scan) => stored.get(scan.idempotencyKey)?.outcome === 'accepted');
    const known = [...fillOnTile.values()].map((fill) => ({ accountId: scannerId, tileId: fill.tileId }));
    const { changed } = accepted ? await syncCompletions(tx, card, [scannerId], now, known) : { changed: false };
    const byId = new Map<string, BingoFill>([...fillOnTile.values()].map((row) => [row.id, fillDto(row)]));
    return { answers: stored, fills: byId, completed: changed };
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
