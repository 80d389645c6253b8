// Runs on both databases: a migration over an older release's data.
import { asc, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { appliedWrites } from '#server/db/schema/applied-writes.ts';
import { checkIns } from '#server/db/schema/check-ins.ts';
import { emptyDatabase, migrationsBefore } from '../helpers/older-migrations.ts';

// Check-ins kept before 0007 have one time (the device's) and undos no receipt time; applied
// keys have no payload fingerprint. The migration fills the new times from what was kept and
// leaves fingerprints unknown, so an old key still accepts its first replay.

const accountId = '7a950000-0000-4000-8000-000000000011';
const eventId = '7a950000-0000-4000-8000-000000000012';
const scannedAt = '2026-05-01T09:12:00.000Z';
const changedAt = '2026-05-01T09:30:00.000Z';

let database: Database | undefined;
let dispose: () => Promise<void> = async () => {};
afterAll(async () => {
  await database?.close();
  await dispose();
});

describe('migration 0007_check_in_clock_and_write_fingerprints', () => {
  it('keeps the stored device time as both times, dates old undos from their last change, and leaves fingerprints unknown', async () => {
    const empty = await emptyDatabase();
    database = empty.database;
    dispose = empty.dispose;
    const older = await migrationsBefore('0007_check_in_clock_and_write_fingerprints');
    try {
      await migrateDatabase(database, older.folder);
    } finally {
      await older.remove();
    }
    const { db } = database;
    await db.execute(sql`insert into accounts (id, email, first_name, last_name, password_hash) values (${accountId}::uuid, 'door@example.test', 'D', 'D', 'x')`);
    await db.execute(sql`insert into events (id, name, starts_at, ends_at) values (${eventId}::uuid, 'Old', ${scannedAt}, ${changedAt})`);
    await db.execute(sql`
      insert into check_ins (event_id, account_id, scanned_by, idempotency_key, scanned_at, received_at, device_id, device_label, method, undone_at, undone_by, changed_at) values
        (${eventId}::uuid, ${accountId}::uuid, ${accountId}::uuid, 'kept-scan-0001', ${scannedAt}, ${scannedAt}, 'device-old-1', 'Gate A', 'scan', null, null, ${scannedAt}),
        (${eventId}::uuid, ${accountId}::uuid, ${accountId}::uuid, 'kept-scan-0002', ${scannedAt}, ${scannedAt}, 'device-old-1', 'Gate A', 'scan', ${changedAt}, ${accountId}::uuid, ${changedAt})`);
    await db.execute(sql`insert into applied_writes (account_id, idempotency_key, op, result) values (${accountId}::uuid, 'kept-scan-0001', 'checkIn.record', '{}'::jsonb)`);

    await migrateDatabase(database);

    const scans = await db
      .select({ key: checkIns.idempotencyKey, device: checkIns.deviceScannedAt, undo: checkIns.undoReceivedAt })
      .from(checkIns)
      .orderBy(asc(checkIns.idempotencyKey));
    expect(scans).toEqual([
      { key: 'kept-scan-0001', device: new Date(scannedAt), undo: null },
      { key: 'kept-scan-0002', device: new Date(scannedAt), undo: new Date(changedAt) },
    ]);
    expect(await db.select({ fingerprint: appliedWrites.fingerprint }).from(appliedWrites)).toEqual([{ fingerprint: null }]);
  });
});
