// Runs on both databases: the feeds' version triggers are SQL.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createServer } from '#server/app.ts';
import { migrateDatabase, migrationsFolder } from '#server/db/migrate.ts';
import { parseEnv } from '#server/env.ts';
import { eventDataTriggers, findMissingEventDataTriggers } from '#server/services/event-feeds/event-data-triggers.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

const env = () => parseEnv({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', HALLWAY_DATA_DIR: '/nonexistent-the-test-passes-a-database' });

/** Starts a server on a migrated database after `change` altered it; what start() says, and the server stopped. */
async function startAfter(change: (database: Awaited<ReturnType<typeof createTestDatabase>>['database']) => Promise<unknown>) {
  const { database, dispose } = await createTestDatabase();
  try {
    await migrateDatabase(database);
    await change(database);
    const server = await createServer({ env: env(), database, distDir: '/nonexistent-hallway-dist', manifestPath: '/nonexistent.webmanifest', seedDemo: false });
    try {
      return await server.start().then(
        () => 'started',
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
    } finally {
      await server.stop();
    }
  } finally {
    await dispose();
  }
}

describe('the event data triggers, checked at start', () => {
  it('names every trigger the migrations create to bump a version or announce a change', async () => {
    const files = (await readdir(migrationsFolder)).filter((file) => file.endsWith('.sql'));
    const created: string[] = [];
    for (const file of files) {
      const migration = await readFile(path.join(migrationsFolder, file), 'utf8');
      created.push(...[...migration.matchAll(/CREATE TRIGGER (\w+_(?:bump|announce))\b/g)].map((match) => match[1]!));
    }
    expect(created).toContain('accounts_updated_announce');
    expect([...eventDataTriggers].sort()).toEqual(created.sort());
  });

  it('finds them all on a migrated database', async () => {
    expect(await startAfter(async (database) => expect(await findMissingEventDataTriggers(database.db)).toEqual([]))).toBe('started');
  });

  it('refuses to start when one is missing or switched off, naming it', async () => {
    const dropped = await startAfter((database) => database.db.execute(sql`drop trigger program_items_updated_bump on program_items`));
    expect(dropped).toMatch(/event data triggers.*program_items_updated_bump/);
    const disabled = await startAfter((database) => database.db.execute(sql`alter table account_tokens disable trigger account_tokens_deleted_announce`));
    expect(disabled).toMatch(/event data triggers.*account_tokens_deleted_announce/);
  });
});
