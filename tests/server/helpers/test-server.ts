import { createServer, type HallwayServer } from '#server/app.ts';
import type { Database, Db } from '#server/db/client.ts';
import { parseEnv } from '#server/env.ts';
import { createTestClock, type TestClock } from './test-clock.ts';
import { createTestDatabase } from './test-database.ts';
import { createApiClient, type ApiClient } from './trpc-http.ts';

export interface TestServerOptions {
  /** Environment variables on top of the test defaults (strings, as in a real environment). */
  env?: Record<string, string>;
  distDir?: string;
  manifestPath?: string;
  seedDemo?: boolean;
  /** Run on this database instead of a fresh one (a second instance on the same PostgreSQL). Left in place on stop. */
  database?: Database;
}

export interface TestServer {
  url: string;
  api: ApiClient;
  db: Db;
  clock: TestClock;
  server: HallwayServer;
  stop(): Promise<void>;
}

/** Rate limits far above anything a test file does, unless a test sets its own. */
const generousLimits = {
  RATE_LIMIT_SIGN_IN_PER_EMAIL_AND_IP: '1000',
  RATE_LIMIT_SIGN_IN_PER_EMAIL: '1000',
  RATE_LIMIT_SIGN_IN_PER_IP: '1000',
  RATE_LIMIT_SIGN_IN_PER_DEVICE: '1000',
  RATE_LIMIT_REGISTER_PER_IP: '1000',
  RATE_LIMIT_FORGOT_PER_EMAIL: '1000',
  RATE_LIMIT_FORGOT_PER_IP: '1000',
  RATE_LIMIT_JOIN_CODE_PER_ACCOUNT: '1000',
  RATE_LIMIT_HANDLE_CHANGE_PER_ACCOUNT: '1000',
  RATE_LIMIT_CONNECTION_SCAN_PER_ACCOUNT: '1000',
};

/** Starts the real server on port 0 over a fresh database; real HTTP from here on. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { database, dispose } = options.database
    ? { database: options.database, dispose: async () => {} }
    : await createTestDatabase();
  const clock = createTestClock();
  const env = parseEnv({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    HALLWAY_DATA_DIR: '/nonexistent-the-test-passes-a-database',
    ...generousLimits,
    // The tests read mail from the outbox, as a developer would switch it on; a test that asks
    // for production gets production's default (no outbox) unless it sets the flag itself.
    ...(options.env?.NODE_ENV === 'production' ? {} : { DEV_MAIL_OUTBOX: '1' }),
    ...options.env,
  });
  const server = await createServer({
    env,
    database,
    clock,
    distDir: options.distDir ?? '/nonexistent-hallway-dist',
    manifestPath: options.manifestPath ?? '/nonexistent-hallway-manifest.webmanifest',
    seedDemo: options.seedDemo ?? false,
  });
  const url = await server.start();
  return {
    url,
    api: createApiClient(url),
    db: database.db,
    clock,
    server,
    async stop() {
      await server.stop();
      await dispose();
    },
  };
}
