import { afterAll, beforeAll } from 'vitest';
import { openPostgres } from '#server/db/client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export interface TwoInstances {
  /** The first instance; it made the throwaway database. */
  readonly a: TestServer;
  /** A second instance on the same database, as behind a load balancer. */
  readonly b: TestServer;
}

/**
 * Two servers sharing one throwaway PostgreSQL database for the tests of this describe block
 * (started before them, stopped after): what one writes, the other must serve. Needs DATABASE_URL.
 */
export function useTwoInstances(): TwoInstances {
  let a: TestServer | undefined;
  let b: TestServer | undefined;
  beforeAll(async () => {
    a = await startTestServer();
    b = await startTestServer({ database: openPostgres(a.server.database.connectionString as string) });
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });
  const started = (server: TestServer | undefined) => {
    if (!server) throw new Error('The two instances are not started yet: use them inside a test');
    return server;
  };
  return {
    get a() {
      return started(a);
    },
    get b() {
      return started(b);
    },
  };
}
