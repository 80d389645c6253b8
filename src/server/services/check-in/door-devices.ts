import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkInDevices } from '../../db/schema/check-in-devices.ts';

export interface DeviceSync {
  eventId: string;
  deviceId: string;
  label: string;
  accountId: string;
  /** Scans it still holds unsent, when it says (registerDevice); a batch of scans says nothing. */
  pendingScans?: number;
}

/** Notes that these door devices just synced (registered, or sent scans), in one statement. */
export async function touchDevices(db: Db, syncs: DeviceSync[], now: Date): Promise<void> {
  // One row per device and event: PostgreSQL refuses to upsert the same row twice in one statement.
  const unique = [...new Map(syncs.map((sync) => [`${sync.eventId}:${sync.deviceId}`, sync])).values()];
  if (unique.length === 0) return;
  await db
    .insert(checkInDevices)
    .values(unique.map(({ pendingScans, ...sync }) => ({ ...sync, lastSyncAt: now, pendingScans: pendingScans ?? null, pendingReportedAt: pendingScans === undefined ? null : now })))
    .onConflictDoUpdate({
      target: [checkInDevices.eventId, checkInDevices.deviceId],
      set: {
        label: sql`excluded.label`,
        accountId: sql`excluded.account_id`,
        lastSyncAt: sql`excluded.last_sync_at`,
        // Kept until the device says again (the readiness page subtracts what it sent since).
        pendingScans: sql`coalesce(excluded.pending_scans, ${checkInDevices.pendingScans})`,
        pendingReportedAt: sql`coalesce(excluded.pending_reported_at, ${checkInDevices.pendingReportedAt})`,
      },
    });
}
