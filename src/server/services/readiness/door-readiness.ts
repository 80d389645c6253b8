import { and, count, desc, eq, gt, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkInDevices } from '../../db/schema/check-in-devices.ts';
import { checkIns } from '../../db/schema/check-ins.ts';
import { eventMemberRemovals } from '../../db/schema/event-member-removals.ts';
import { eventMembers } from '../../db/schema/event-members.ts';

// The doors as the readiness page sees them: each device's last contact is the age of its
// roster (a device downloads it, then fetches changes while online, listing itself as it does:
// door-devices.ts); a roster fetched before the last change to the members misses someone.
// Scans waiting on a device are what it said it held unsent when it last listed itself, less
// the scans the server received from it since: a device offline since then may hold more.

interface DoorDevice {
  label: string;
  lastSyncAt: number;
  pendingScans: number | null;
  rosterBehind: boolean;
}

export interface DoorReadiness {
  devices: DoorDevice[];
  membersChangedAt: number | null;
  pendingScans: number;
}

/** The newest join, role or ticket change, or removal of the event's members. */
async function membersChangedAt(db: Db, eventId: string): Promise<number | null> {
  const [[joined], [removed]] = await Promise.all([
    db.select({ at: max(eventMembers.updatedAt), created: max(eventMembers.createdAt) }).from(eventMembers).where(eq(eventMembers.eventId, eventId)),
    db.select({ at: max(eventMemberRemovals.removedAt) }).from(eventMemberRemovals).where(eq(eventMemberRemovals.eventId, eventId)),
  ]);
  const times = [joined?.at, joined?.created, removed?.at].filter((at): at is Date => at instanceof Date).map((at) => at.getTime());
  return times.length ? Math.max(...times) : null;
}

export async function doorReadiness(db: Db, eventId: string): Promise<DoorReadiness> {
  const [devices, changedAt] = await Promise.all([
    db.select().from(checkInDevices).where(eq(checkInDevices.eventId, eventId)).orderBy(desc(checkInDevices.lastSyncAt)),
    membersChangedAt(db, eventId),
  ]);
  // Scans received from each device after it last said how many it held, in one grouped read.
  const anyReported = devices.some((device) => device.pendingReportedAt !== null);
  const sent = !anyReported
    ? []
    : await db
    .select({ deviceId: checkIns.deviceId, scans: count() })
    .from(checkIns)
    .innerJoin(checkInDevices, and(eq(checkInDevices.eventId, checkIns.eventId), eq(checkInDevices.deviceId, checkIns.deviceId), gt(checkIns.receivedAt, checkInDevices.pendingReportedAt)))
    .where(eq(checkIns.eventId, eventId))
    .groupBy(checkIns.deviceId);
  const sentSince = new Map(sent.map((row) => [row.deviceId, row.scans]));
  const listed = devices.map((device): DoorDevice => {
    const pendingScans = device.pendingScans === null || device.pendingReportedAt === null ? null : Math.max(0, device.pendingScans - (sentSince.get(device.deviceId) ?? 0));
    return { label: device.label, lastSyncAt: device.lastSyncAt.getTime(), pendingScans, rosterBehind: changedAt !== null && device.lastSyncAt.getTime() < changedAt };
  });
  return { devices: listed, membersChangedAt: changedAt, pendingScans: listed.reduce((sum, device) => sum + (device.pendingScans ?? 0), 0) };
}
