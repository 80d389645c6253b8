import type { Env } from '../env.ts';
import type { DatabaseKind } from '../db/client.ts';

/**
 * DEMO=1 forces the demo, DEMO=0 forbids it. Otherwise: on the embedded database (a first
 * `npm start` must be ready to sign in to) and in development, never on a production PostgreSQL,
 * where the demo accounts with their published password would be a way in.
 */
export function shouldSeedDemo(env: Pick<Env, 'DEMO' | 'NODE_ENV'>, databaseKind: DatabaseKind): boolean {
  if (env.DEMO !== undefined) return env.DEMO;
  return databaseKind === 'pglite' || env.NODE_ENV === 'development';
}
