import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { StandingCheckIn } from '#shared/contracts/check-in.ts';
import type { OutboxOutcome } from '#shared/contracts/outbox.ts';
import type { Db } from '../../db/client.ts';
import { checkIns, type CheckInRow } from '../../db/schema/check-ins.ts';

// The one rule: the check-in that stands for a person in an event is their earliest scan not
// undone, by effective time (the device's clock, held near the server's: effective-time.ts);
// every later scan is kept as a duplicate record. Ties (two devices in the same millisecond)
// fall to the scan the server received first.

export interface StandingScan {
  id: string;
  eventId: string;
  accountId: string;
  scannedAt: Date;
  deviceLabel: string;
}

export const pairKey = (eventId: string, accountId: string) => `${eventId}:${accountId}`;

export function toStandingCheckIn(scan: Pick<StandingScan, 'scannedAt' | 'deviceLabel'>): StandingCheckIn {
  return { at: scan.scannedAt.getTime(), deviceLabel: scan.deviceLabel };
}

/** The standing scan per (event, account), for the given events and (optionally) accounts. */
export async function loadStanding(db: Db, eventIds: string[], accountIds?: string[]): Promise<Map<string, StandingScan>> {
  if (eventIds.length === 0 || accountIds?.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([checkIns.eventId, checkIns.accountId], {
      id: checkIns.id,
      eventId: checkIns.eventId,
      accountId: checkIns.accountId,
      scannedAt: checkIns.scannedAt,
      deviceLabel: checkIns.deviceLabel,
    })
    .from(checkIns)
    .where(and(inArray(checkIns.eventId, eventIds), accountIds ? inArray(checkIns.accountId, accountIds) : undefined, isNull(checkIns.undoneAt)))
    .orderBy(checkIns.eventId, checkIns.accountId, asc(checkIns.scannedAt), asc(checkIns.receivedAt), asc(checkIns.id));
  return new Map(rows.map((row) => [pairKey(row.eventId, row.accountId), row]));
}

export type ScanStatus = 'checked-in' | 'duplicate' | 'undone';

export function scanStatus(scan: Pick<CheckInRow, 'id' | 'undoneAt'>, standing: StandingScan | undefined): ScanStatus {
  if (scan.undoneAt) return 'undone';
  return standing?.id === scan.id ? 'checked-in' : 'duplicate';
}

/** How a stored scan answers now: it may have become a duplicate since, or the check-in. */
export function scanOutcome(
  scan: Pick<CheckInRow, 'id' | 'undoneAt'>,
  standing: StandingScan | undefined,
): { outcome: OutboxOutcome; standing: StandingCheckIn | null } {
  if (scanStatus(scan, standing) === 'checked-in') return { outcome: 'accepted', standing: null };
  // Undone, or later than the check-in that stands: kept as a record, not counted.
  return { outcome: 'duplicate', standing: standing ? toStandingCheckIn(standing) : null };
}
