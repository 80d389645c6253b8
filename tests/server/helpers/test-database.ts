import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPostgres, wrapPglite, type Database } from '#server/db/client.ts';
import { migrateDatabase, migrationsFolder } from '#server/db/migrate.ts';

export interface TestDatabase {
  database: Database;
  /** Removes what the database left behind (the throwaway PostgreSQL database). Call after the server closed it. */
  dispose(): Promise<void>;
}

const snapshotDir = fileURLToPath(new URL('../../.tmp/', import.meta.url));

/** Snapshots are keyed by the migrations' content, so a new migration never loads a stale snapshot. */
async function migrationsFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(migrationsFolder, { recursive: true })).filter((file) => file.endsWith('.sql') || file.endsWith('.json')).sort();
  for (const file of files) hash.update(file).update(await readFile(path.join(migrationsFolder, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated PGlite, loaded from a dumpDataDir() snapshot (see tests/README.md, "PGlite snapshot"): initdb and
 * migrations run once for the whole suite, each file then loads the snapshot in about a second.
 * Parallel workers may both build a missing snapshot; the atomic rename makes that harmless.
 */
async function loadPgliteSnapshot(): Promise<Buffer> {
  const file = path.join(snapshotDir, `pglite-${await migrationsFingerprint()}.tar.gz`);
  try {
    return await readFile(file);
  } catch {
    const fresh = await PGlite.create();
    await migrateDatabase(wrapPglite(fresh));
    const dump = Buffer.from(await (await fresh.dumpDataDir('gzip')).arrayBuffer());
    await fresh.close();
    await mkdir(snapshotDir, { recursive: true });
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(temporary, dump);
    await rename(temporary, file);
    return dump;
  }
}

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `hallway_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: openPostgres(url.toString()),
    async dispose() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** A fresh, empty database: a throwaway PostgreSQL database when DATABASE_URL is set, else PGlite. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) return createPostgresDatabase(adminUrl);
  const snapshot = await loadPgliteSnapshot();
  const client = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(snapshot)]) });
  return { database: wrapPglite(client), dispose: async () => {} };
}
