import { asc, count, desc, eq, inArray, isNull, and } from 'drizzle-orm';
import type { CheckInOverview } from '#shared/contracts/check-in.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { checkInDevices } from '../../db/schema/check-in-devices.ts';
import { checkIns } from '../../db/schema/check-ins.ts';
import { checkInCounts } from './check-in-counts.ts';
import { loadStanding, pairKey, scanStatus, toStandingCheckIn } from './standing.ts';

const recentLimit = 50;

/** Device minus server time when the device's time was not believed (held to the window), else null. */
function clockSkewMs(scan: { scannedAt: Date; deviceScannedAt: Date; receivedAt: Date }): number | null {
  return scan.scannedAt.getTime() === scan.deviceScannedAt.getTime() ? null : scan.deviceScannedAt.getTime() - scan.receivedAt.getTime();
}

const scanColumns = {
  id: checkIns.id,
  eventId: checkIns.eventId,
  accountId: checkIns.accountId,
  scannedAt: checkIns.scannedAt,
  deviceScannedAt: checkIns.deviceScannedAt,
  receivedAt: checkIns.receivedAt,
  deviceId: checkIns.deviceId,
  deviceLabel: checkIns.deviceLabel,
  method: checkIns.method,
  undoneAt: checkIns.undoneAt,
};

/** The organizer's live view of one event's doors. */
export async function checkInOverview(db: Db, eventId: string): Promise<CheckInOverview> {
  const [counts, recent, candidates, standing, devices, perDevice, latestPerDevice] = await Promise.all([
    checkInCounts(db, eventId),
    db.select(scanColumns).from(checkIns).where(eq(checkIns.eventId, eventId)).orderBy(desc(checkIns.scannedAt), desc(checkIns.id)).limit(recentLimit),
    // Every scan not undone; those that are not the standing one are the duplicate records.
    db.select(scanColumns).from(checkIns).where(and(eq(checkIns.eventId, eventId), isNull(checkIns.undoneAt))).orderBy(asc(checkIns.scannedAt)),
    loadStanding(db, [eventId]),
    db.select().from(checkInDevices).where(eq(checkInDevices.eventId, eventId)).orderBy(desc(checkInDevices.lastSyncAt)),
    db.select({ deviceId: checkIns.deviceId, scans: count() }).from(checkIns).where(eq(checkIns.eventId, eventId)).groupBy(checkIns.deviceId),
    // Each device's latest scan tells whether its clock is off now (it may have been fixed since).
    db
      .selectDistinctOn([checkIns.deviceId], scanColumns)
      .from(checkIns)
      .where(eq(checkIns.eventId, eventId))
      .orderBy(checkIns.deviceId, desc(checkIns.receivedAt), desc(checkIns.id)),
  ]);
  const duplicates = candidates.filter((scan) => standing.get(pairKey(eventId, scan.accountId))?.id !== scan.id);
  const accountIds = [...new Set([...recent, ...duplicates].map((scan) => scan.accountId))];
  const people = accountIds.length
    ? await db
        .select({ accountId: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName, pictureSrc: accounts.pictureSrc })
        .from(accounts)
        .where(inArray(accounts.id, accountIds))
    : [];
  const personOf = (accountId: string) => {
    const person = people.find((row) => row.accountId === accountId);
    return {
      accountId,
      firstName: person?.firstName ?? '',
      lastName: person?.lastName ?? '',
      picture: person?.pictureSrc ? { src: person.pictureSrc } : null,
    };
  };
  const scanCounts = new Map(perDevice.map((row) => [row.deviceId, row.scans]));
  const deviceSkews = new Map(latestPerDevice.map((scan) => [scan.deviceId, clockSkewMs(scan)]));
  return {
    ...counts,
    recent: recent.map((scan) => ({
      id: scan.id,
      person: personOf(scan.accountId),
      scannedAt: scan.scannedAt.getTime(),
      deviceScannedAt: scan.deviceScannedAt.getTime(),
      receivedAt: scan.receivedAt.getTime(),
      clockSkewMs: clockSkewMs(scan),
      deviceLabel: scan.deviceLabel,
      method: scan.method,
      status: scanStatus(scan, standing.get(pairKey(eventId, scan.accountId))),
    })),
    duplicates: duplicates.flatMap((scan) => {
      const stands = standing.get(pairKey(eventId, scan.accountId));
      if (!stands) return [];
      return [{ id: scan.id, person: personOf(scan.accountId), scannedAt: scan.scannedAt.getTime(), deviceLabel: scan.deviceLabel, standing: toStandingCheckIn(stands) }];
    }),
    devices: devices.map((device) => ({
      deviceId: device.deviceId,
      label: device.label,
      lastSyncAt: device.lastSyncAt.getTime(),
      scans: scanCounts.get(device.deviceId) ?? 0,
      clockSkewMs: deviceSkews.get(device.deviceId) ?? null,
    })),
  };
}
