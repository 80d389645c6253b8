import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '#server/db/client.ts';
import { migrationsFolder } from '#server/db/migrate.ts';
import { createTestDatabase } from './test-database.ts';

// Upgrade tests build a database as an earlier release left it: the committed migrations up to
// (not including) a given one, applied to an empty database, before this release starts on it.

export interface OlderMigrations {
  folder: string;
  remove(): Promise<void>;
}

/** A copy of the migrations folder whose journal stops just before `firstNewTag`. */
export async function migrationsBefore(firstNewTag: string): Promise<OlderMigrations> {
  const folder = await mkdtemp(path.join(tmpdir(), 'hallway-old-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: Array<{ idx: number; tag: string }> };
  const cut = journal.entries.findIndex((entry) => entry.tag === firstNewTag);
  if (cut <= 0) throw new Error(`No migration ${firstNewTag} after the first one`);
  journal.entries = journal.entries.slice(0, cut);
  await writeFile(journalFile, JSON.stringify(journal));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

/** An empty database: a throwaway PostgreSQL one with DATABASE_URL, else a new in-memory PGlite. */
export async function emptyDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  return createTestDatabase({ migrated: false });
}
