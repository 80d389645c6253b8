import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { takeTurns } from './pglite-turns.ts';
import { prepareDataDir } from './prepare-data-dir.ts';

/** The query builder both drivers share; services only ever see this type. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Set for PostgreSQL: LISTEN needs its own connection, made from the same URL. */
  connectionString: string | null;
  /** PGlite only: LISTEN inside this process; resolves to the unlisten function. */
  listen?: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
}

/**
 * PGlite's own start-up settings (fsync already off: -F) plus a smaller buffer cache. PostgreSQL's
 * default 128 MB of shared buffers lives in the WebAssembly heap, which never shrinks, and stays
 * in the server's resident memory once touched; the pages it would hold are in the operating
 * system's file cache anyway, one read call away, so the smaller cache costs no speed.
 */
export const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** PostgreSQL when DATABASE_URL is set; otherwise embedded PGlite in `${dataDir}/pglite`. */
export async function openDatabase({ databaseUrl, dataDir }: OpenDatabaseOptions): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl);
  const directory = path.resolve(dataDir, 'pglite');
  await mkdir(directory, { recursive: true });
  await prepareDataDir(directory, pgliteStartParams);
  return wrapPglite(await PGlite.create(directory, { startParams: pgliteStartParams }));
}

export function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client that loses its connection emits 'error'; without a listener that crashes the process.
  pool.on('error', () => {});
  return {
    kind: 'postgres',
    db: drizzlePg({ client: pool }) as unknown as Db,
    connectionString,
    close: () => pool.end(),
  };
}

/** The embedded databases: one connection in this process, one statement at a time on its thread. */
const embedded = new WeakSet<Db>();

/** Whether `db` is PGlite in this process (no other connection can interleave with its statements). */
export const isEmbeddedDb = (db: Db): boolean => embedded.has(db);

/** Wraps an open PGlite (tests pass one loaded from a migrated snapshot). */
export function wrapPglite(client: PGlite): Database {
  // Statements take turns with the event loop's other work (pglite-turns.ts says why).
  const db = drizzlePglite({ client: takeTurns(client) }) as unknown as Db;
  embedded.add(db);
  return {
    kind: 'pglite',
    db,
    connectionString: null,
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    close: () => client.close(),
  };
}
