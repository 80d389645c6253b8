import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant works; it only has to be the same in every instance of this app.
const migrationLockKey = 7_340_211;

/**
 * Applies the committed SQL migrations (tests pass an older copy of the folder to build a
 * database as an earlier release left it). On PostgreSQL several instances may start
 * together, so they queue on an advisory lock instead of racing on the same DDL.
 */
export async function migrateDatabase(database: Database, folder: string = migrationsFolder): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  const db = database.db as unknown as NodePgDatabase;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${migrationLockKey})`);
    // The migrator opens its own transaction on another pooled connection; our lock holds until this one ends.
    await migratePg(db, { migrationsFolder: folder });
  });
}
