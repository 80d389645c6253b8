// `npm run seed [-- --attendees 5000 --sessions 300]`: migrates the configured database
// (DATABASE_URL, or the PGlite data directory) and seeds the demo, plus a scale conference
// when asked for. Like the start-up seed: never on a production PostgreSQL unless DEMO=1.
import path from 'node:path';
import { openDatabase } from '../db/client.ts';
import { createLocalStorage } from '../services/uploads/storage.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { EnvError, parseEnv } from '../env.ts';
import { runSeed } from './run-seed.ts';
import { parseSeedArgs, SeedUsageError } from './seed-options.ts';
import { shouldSeedDemo } from './should-seed.ts';

async function main(): Promise<void> {
  const options = parseSeedArgs(process.argv.slice(2));
  const env = parseEnv();
  if (!shouldSeedDemo(env, env.DATABASE_URL ? 'postgres' : 'pglite')) {
    console.error('Refusing to seed: DATABASE_URL is set outside development (or DEMO=0). Set DEMO=1 to seed demo data anyway.');
    process.exitCode = 1;
    return;
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.HALLWAY_DATA_DIR });
  try {
    await migrateDatabase(database);
    // The same folder the server serves uploads from (app.ts), so seeded photos and logos show.
    const storage = createLocalStorage(path.resolve(env.HALLWAY_DATA_DIR, 'uploads'));
    const lines = await runSeed(database.db, options, { brand: env.BRAND_NAME, storage });
    console.info(`Seeded (${database.kind}):\n  ${lines.join('\n  ')}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof SeedUsageError || error instanceof EnvError ? error.message : error);
  process.exitCode = 1;
});
