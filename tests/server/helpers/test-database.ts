import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import pg from 'pg';
import { openPostgres, pgliteStartParams, wrapPglite, type Database } from '#server/db/client.ts';
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

/** Serialises template building between processes (two vitest projects, parallel runs on one machine). */
const templateLockKey = 0x4a11_3a7;

/**
 * A migrated PostgreSQL database to copy from, named after the migrations' content: built once per
 * machine and migrations change (tests/server/helpers/global-database.ts builds it before the workers
 * start), then every file gets `CREATE DATABASE … TEMPLATE` in about a fifth of a second instead of
 * running 25 migrations. Older templates are dropped when a new one is built.
 */
export async function ensurePostgresTemplate(adminUrl: string): Promise<string> {
  const name = `hallway_tpl_${await migrationsFingerprint()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = async () => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
    if (await exists()) return name;
    await admin.query('SELECT pg_advisory_lock($1)', [templateLockKey]);
    try {
      if (await exists()) return name;
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const database = openPostgres(url.toString());
      await migrateDatabase(database);
      await database.close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      // Nobody connects to a template: a connection would make every copy of it fail.
      await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
      const stale = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'hallway\\_tpl\\_%' AND datname <> $1", [name]);
      for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [templateLockKey]);
    }
  } finally {
    await admin.end();
  }
}

let templateName: Promise<string> | undefined;

async function createPostgresDatabase(adminUrl: string, migrated: boolean): Promise<TestDatabase> {
  const name = `hallway_t_${randomBytes(6).toString('hex')}`;
  const template = migrated ? await (templateName ??= ensurePostgresTemplate(adminUrl)) : undefined;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  // A throwaway database need not wait for its commits to reach the disk; what the tests see is the same.
  await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
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

let pgliteSnapshot: Promise<Buffer> | undefined;
let binaries: Promise<Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>> | undefined;

/**
 * PGlite compiles its WebAssembly and reads its file bundle on every create. A worker runs many
 * server files in one module graph (isolate: false), so it compiles them once and hands them to each.
 */
function pgliteBinaries() {
  binaries ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pgliteWasm, initdbWasm, bundle] = await Promise.all(['pglite.wasm', 'initdb.wasm', 'pglite.data'].map((file) => readFile(path.join(dist, file))));
    return {
      pgliteWasmModule: await WebAssembly.compile(pgliteWasm!),
      initdbWasmModule: await WebAssembly.compile(initdbWasm!),
      fsBundle: new Blob([new Uint8Array(bundle!)]),
    };
  })();
  return binaries;
}

/** A PGlite snapshot built before the workers start, so that two workers never both build it. */
export async function ensurePgliteSnapshot(): Promise<void> {
  await loadPgliteSnapshot();
}

/**
 * A fresh database: a throwaway PostgreSQL database when DATABASE_URL is set, else PGlite. Migrated
 * unless `migrated: false` asks for an empty one (the upgrade tests apply older migrations themselves).
 */
export async function createTestDatabase({ migrated = true }: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) return createPostgresDatabase(adminUrl, migrated);
  if (!migrated) return { database: wrapPglite(await PGlite.create({ ...(await pgliteBinaries()), startParams: pgliteStartParams })), dispose: async () => {} };
  const { client, shape } = idlePglites.pop() ?? (await freshMigratedPglite());
  const database = wrapPglite(client);
  // The server closes its database when it stops: hand this one back emptied instead, for the
  // worker's next file (about a seventh of the time a new one takes to load the snapshot).
  const close = async () => {
    if (await emptiedForReuse(client, shape)) idlePglites.push({ client, shape });
    else await client.close();
  };
  return { database: { ...database, close }, dispose: async () => {} };
}

interface ReusablePglite {
  client: PGlite;
  /** What schemaShape() answered when it was migrated: a file that changed the schema leaves it unusable. */
  shape: string;
}

/** Emptied, migrated databases waiting for the worker's next file (files run one after another in a worker). */
const idlePglites: ReusablePglite[] = [];

async function freshMigratedPglite(): Promise<ReusablePglite> {
  const snapshot = await (pgliteSnapshot ??= loadPgliteSnapshot());
  // Started as the server starts its own (a smaller buffer cache, which also starts faster).
  const client = await PGlite.create({ ...(await pgliteBinaries()), startParams: pgliteStartParams, loadDataDir: new Blob([new Uint8Array(snapshot)]) });
  if (await (migrationsWriteRows ??= tablesWithRows(client)).then((tables) => tables.length > 0)) {
    // Emptying would lose what the migrations wrote: each file gets a database of its own again.
    return { client, shape: 'not reusable' };
  }
  return { client, shape: await schemaShape(client) };
}

let migrationsWriteRows: Promise<string[]> | undefined;

/** The public tables holding rows (the migrated snapshot holds none today). */
async function tablesWithRows(client: PGlite): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>("SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = 'public'");
  if (tables.length === 0) return [];
  const probe = tables.map(({ name }) => `SELECT ${`'${name.replaceAll("'", "''")}'`} AS name WHERE EXISTS (SELECT 1 FROM ${name})`).join(' UNION ALL ');
  return (await client.query<{ name: string }>(probe)).rows.map((row) => row.name);
}

/**
 * The tables, columns and their defaults, indexes, constraints, functions, triggers (switched on or
 * off) and per-database settings, as one digest: what a file could change and a TRUNCATE would not undo.
 */
async function schemaShape(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ shape: string }>(`
    SELECT md5(concat_ws('|',
      (SELECT string_agg(c.relname || ':' || c.relkind::text, ',' ORDER BY c.relname) FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace),
      (SELECT string_agg(a.attrelid::regclass || '.' || a.attname || ':' || a.atttypid::text || ':' || a.attnotnull::text, ',' ORDER BY a.attrelid::regclass::text, a.attnum)
         FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid WHERE c.relnamespace = 'public'::regnamespace AND a.attnum > 0 AND NOT a.attisdropped),
      (SELECT string_agg(conname || ':' || pg_get_constraintdef(oid), ',' ORDER BY conname) FROM pg_constraint WHERE connamespace = 'public'::regnamespace),
      (SELECT string_agg(proname || ':' || md5(prosrc), ',' ORDER BY proname) FROM pg_proc WHERE pronamespace = 'public'::regnamespace),
      (SELECT string_agg(tgrelid::regclass || '.' || tgname || ':' || tgenabled::text, ',' ORDER BY tgrelid::regclass::text, tgname) FROM pg_trigger WHERE NOT tgisinternal),
      (SELECT string_agg(indexdef, ',' ORDER BY indexname) FROM pg_indexes WHERE schemaname = 'public'),
      (SELECT string_agg(adrelid::regclass || '.' || adnum || ':' || pg_get_expr(adbin, adrelid), ',' ORDER BY adrelid::regclass::text, adnum) FROM pg_attrdef),
      (SELECT string_agg(coalesce(array_to_string(setconfig, ';'), ''), ',') FROM pg_db_role_setting),
      (SELECT count(*) FROM drizzle.__drizzle_migrations)::text
    )) AS shape`);
  return rows[0]!.shape;
}

/**
 * Brings a database a file has used back to the migrated state: no rows (the migrations write none
 * outside drizzle's own table), sequences restarted, session state (settings, LISTEN, advisory
 * locks, temporary tables) discarded. False when that cannot be promised: an open transaction or a
 * changed schema; the caller closes it then.
 */
async function emptiedForReuse(client: PGlite, shape: string): Promise<boolean> {
  try {
    if (client.closed || shape === 'not reusable') return false;
    await client.exec('DISCARD ALL'); // refused inside a transaction block
    const { rows } = await client.query<{ list: string | null }>(
      "SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') AS list FROM pg_tables WHERE schemaname = 'public'",
    );
    if (rows[0]?.list) await client.exec(`TRUNCATE ${rows[0].list} RESTART IDENTITY CASCADE`);
    return (await schemaShape(client)) === shape;
  } catch {
    return false;
  }
}
