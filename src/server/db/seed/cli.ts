// `npm run seed`: migrate and seed the demo into the configured database, whatever it holds.
import { openDatabase } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { parseEnv } from '../../env.ts';
import { demoCredentials } from './demo-credentials.ts';
import { seedDemo } from './demo.ts';

const env = parseEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.HALLWAY_DATA_DIR });
try {
  await migrateDatabase(database);
  await seedDemo(database.db, { brand: env.BRAND_NAME });
  console.info(`Demo seeded (${database.kind}). Sign in as ${demoCredentials.email} / ${demoCredentials.password}`);
} finally {
  await database.close();
}
