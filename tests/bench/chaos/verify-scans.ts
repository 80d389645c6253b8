// The verdict, read straight from the database after the devices emptied their outboxes:
// every scan a device took must be on the server exactly once, and nothing must be there that
// no device took. Check-ins: one row per scan (the person's earliest scan stands, later ones are
// duplicate records). Connections: the key applied once (applied_writes), the pair both ways.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { appliedWrites } from '#server/db/schema/applied-writes.ts';
import { checkIns } from '#server/db/schema/check-ins.ts';
import { connections } from '#server/db/schema/connections.ts';
import type { TakenScan } from './scan-device.ts';

export interface ScanVerdict {
  taken: number;
  checkInsTaken: number;
  connectionScansTaken: number;
  /** Check-ins that stand (one per person) plus connections the scan made. */
  accepted: number;
  /** Check-in scans kept as duplicate records plus connection scans of people already met. */
  duplicates: number;
  /** Refused by the server: every code the devices scan is valid, so this too must be 0. */
  rejected: number;
  /** Taken on a device, absent on the server. */
  lost: number;
  /** Applied more than once, or on the server without a device having taken it. */
  countedTwice: number;
  /** What the event's live count says (people checked in), beside the distinct people scanned. */
  checkedIn: number;
  peopleScanned: number;
  /** Lines saying what exactly went wrong, for the report (at most a few). */
  problems: string[];
}

interface ConnectionAnswer {
  outcome: 'accepted' | 'duplicate' | 'rejected';
  accountId?: string;
  reason?: string;
}

export async function verifyScans(db: Db, input: { eventId: string; taken: TakenScan[]; deviceAccounts: Map<string, string> }): Promise<ScanVerdict> {
  const problems: string[] = [];
  const note = (line: string) => {
    if (problems.length < 10) problems.push(line);
  };
  const scannerOf = (scan: TakenScan) => input.deviceAccounts.get(scan.device) as string;
  const taken = input.taken;
  const checkInScans = taken.filter((scan) => scan.op === 'checkIn.record');
  const connectionScans = taken.filter((scan) => scan.op === 'connection.create');
  let lost = 0;
  let countedTwice = 0;
  let rejected = 0;

  // Check-ins: rows per (scanner, key) for the event.
  const rows = await db
    .select({ scannedBy: checkIns.scannedBy, key: checkIns.idempotencyKey, accountId: checkIns.accountId, rows: sql<number>`count(*)::int` })
    .from(checkIns)
    .where(eq(checkIns.eventId, input.eventId))
    .groupBy(checkIns.scannedBy, checkIns.idempotencyKey, checkIns.accountId);
  const rowsByKey = new Map(rows.map((row) => [`${row.scannedBy}:${row.key}`, row]));
  const takenKeys = new Set(checkInScans.map((scan) => `${scannerOf(scan)}:${scan.key}`));
  // A refused scan leaves no row, only its stored refusal.
  const refusals = await db
    .select({ accountId: appliedWrites.accountId, key: appliedWrites.idempotencyKey, result: appliedWrites.result })
    .from(appliedWrites)
    .where(and(eq(appliedWrites.op, 'checkIn.record'), sql`${appliedWrites.result}->>'outcome' = 'rejected'`));
  const refusedKeys = new Map(refusals.map((row) => [`${row.accountId}:${row.key}`, (row.result as { reason?: string }).reason ?? '?']));
  for (const scan of checkInScans) {
    const row = rowsByKey.get(`${scannerOf(scan)}:${scan.key}`);
    const refusal = refusedKeys.get(`${scannerOf(scan)}:${scan.key}`);
    if (!row && refusal) {
      rejected += 1;
      note(`check-in refused (${refusal}): ${scan.device} key ${scan.key}`);
    } else if (!row) {
      lost += 1;
      note(`lost check-in: ${scan.device} key ${scan.key}`);
    } else if (row.accountId !== scan.accountId) {
      lost += 1;
      note(`check-in ${scan.key} admitted ${row.accountId}, the code named ${scan.accountId}`);
    } else if (row.rows > 1) {
      countedTwice += row.rows - 1;
      note(`check-in ${scan.key} stored ${row.rows} times`);
    }
  }
  for (const row of rows) {
    if (!takenKeys.has(`${row.scannedBy}:${row.key}`)) {
      countedTwice += row.rows;
      note(`check-in row no device took: key ${row.key}`);
    }
  }
  const checkInRows = rows.reduce((sum, row) => sum + row.rows, 0);
  const [standing] = await db
    .select({ people: sql<number>`count(distinct ${checkIns.accountId})::int` })
    .from(checkIns)
    .where(and(eq(checkIns.eventId, input.eventId), sql`${checkIns.undoneAt} is null`));
  const checkedIn = standing?.people ?? 0;
  const peopleScanned = new Set(checkInScans.map((scan) => scan.accountId)).size;
  if (checkedIn > peopleScanned) {
    countedTwice += checkedIn - peopleScanned;
    note(`${checkedIn} people checked in, ${peopleScanned} scanned`);
  }

  // Connections: the stored answer per key (applied once: applied_writes' primary key), and the pair both ways.
  let connectionsMade = 0;
  let connectionDuplicates = 0;
  const scanners = [...new Set(connectionScans.map(scannerOf))];
  for (const scanner of scanners) {
    const stored = await db
      .select({ key: appliedWrites.idempotencyKey, op: appliedWrites.op, result: appliedWrites.result })
      .from(appliedWrites)
      .where(and(eq(appliedWrites.accountId, scanner), eq(appliedWrites.op, 'connection.create')));
    const answers = new Map(stored.map((row) => [row.key, row.result as ConnectionAnswer | null]));
    const mine = connectionScans.filter((scan) => scannerOf(scan) === scanner);
    const mineKeys = new Set(mine.map((scan) => scan.key));
    const connectionAccepted = new Map<string, number>();
    for (const scan of mine) {
      const answer = answers.get(scan.key);
      if (!answer) {
        lost += 1;
        note(`lost connection scan: ${scan.device} key ${scan.key}${answers.has(scan.key) ? ' (claimed, never applied)' : ''}`);
      } else if (answer.outcome === 'rejected') {
        rejected += 1;
        note(`connection scan refused (${answer.reason ?? '?'}): key ${scan.key}`);
      } else if (answer.accountId !== scan.accountId) {
        lost += 1;
        note(`connection scan ${scan.key} connected ${answer.accountId}, the code named ${scan.accountId}`);
      } else if (answer.outcome === 'accepted') {
        connectionAccepted.set(scan.accountId, (connectionAccepted.get(scan.accountId) ?? 0) + 1);
      } else {
        connectionDuplicates += 1;
      }
    }
    for (const key of answers.keys()) {
      if (!mineKeys.has(key)) {
        countedTwice += 1;
        note(`connection key no device took: ${key}`);
      }
    }
    for (const [person, times] of connectionAccepted) {
      if (times > 1) {
        countedTwice += times - 1;
        note(`${times} scans each made the connection with ${person}`);
      }
    }
    connectionsMade += connectionAccepted.size;
    const pairs = await db
      .select({ ownerId: connections.ownerId, otherId: connections.otherId, rows: sql<number>`count(*)::int` })
      .from(connections)
      .where(sql`${connections.ownerId} = ${scanner} or ${connections.otherId} = ${scanner}`)
      .groupBy(connections.ownerId, connections.otherId);
    const met = new Set(mine.map((scan) => scan.accountId));
    const sides = new Map(pairs.map((pair) => [`${pair.ownerId}:${pair.otherId}`, pair.rows]));
    for (const person of met) {
      for (const side of [`${scanner}:${person}`, `${person}:${scanner}`]) {
        const count = sides.get(side) ?? 0;
        if (count === 0) {
          lost += 1;
          note(`connection side missing: ${side}`);
        } else if (count > 1) {
          countedTwice += count - 1;
        }
      }
    }
    for (const pair of pairs) {
      const other = pair.ownerId === scanner ? pair.otherId : pair.ownerId;
      if (!met.has(other)) {
        countedTwice += pair.rows;
        note(`connection with ${other}, whom no scan named`);
      }
    }
  }

  return {
    taken: taken.length,
    checkInsTaken: checkInScans.length,
    connectionScansTaken: connectionScans.length,
    accepted: checkedIn + connectionsMade,
    duplicates: checkInRows - checkedIn + connectionDuplicates,
    rejected,
    lost,
    countedTwice,
    checkedIn,
    peopleScanned,
    problems,
  };
}
