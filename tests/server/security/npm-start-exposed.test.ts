// `HOST=0.0.0.0 npm start`, as the README suggests for phones on the LAN, must leak nothing to
// the network: no mail outbox (reset links), no error internals. It used to run in development
// mode, where both were open to anyone. This starts the real entry point the way `npm start`
// does (the built server file, no NODE_ENV, the embedded database) and talks to it from this machine's LAN address.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '#server/build-server.ts';
import { demoAccounts, demoPassword } from '#server/seed/demo-credentials.ts';
import { findLanAddress } from '../helpers/lan-address.ts';
import { createApiClient, type ApiClient } from '../helpers/trpc-http.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const lanAddress = findLanAddress();
if (!lanAddress) console.warn('npm-start-exposed: skipped, this machine has no non-loopback IPv4 address to play another device from');

async function findFreePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '0.0.0.0');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('No port');
  return address.port;
}

/** The environment `npm start` gives the server: the caller's, minus anything that changes the mode. */
function npmStartEnvironment(port: number, dataDir: string): NodeJS.ProcessEnv {
  const env = { ...process.env };
  // vitest sets NODE_ENV=test; the others would switch on what a default start must not have.
  for (const name of ['NODE_ENV', 'DATABASE_URL', 'DEV_MAIL_OUTBOX', 'SMTP_URL', 'DEMO', 'TRUST_PROXY', 'PUBLIC_URL', 'LOG_LEVEL']) delete env[name];
  return { ...env, HOST: '0.0.0.0', PORT: String(port), HALLWAY_DATA_DIR: dataDir };
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 100_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    const healthy = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /api/health in time:\n${output()}`);
}

describe.skipIf(!lanAddress)('HOST=0.0.0.0 npm start, seen from another machine', () => {
  let child: ChildProcess;
  let dataDir: string;
  let output = '';
  let lan: ApiClient;
  let local: ApiClient;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'hallway-npm-start-'));
    const port = await findFreePort();
    // The server `npm start` builds and runs, itself rather than npm or npx: killing those would leave it running.
    const entry = await buildServer();
    child = spawn(process.execPath, [entry], {
      cwd: repoRoot,
      env: npmStartEnvironment(port, dataDir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitForHealth(`http://127.0.0.1:${port}`, child, () => output);
    lan = createApiClient(`http://${lanAddress}:${port}`);
    local = createApiClient(`http://127.0.0.1:${port}`);
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('runs as production on the embedded database', () => {
    expect(output).toMatch(/database: pglite, NODE_ENV=production/);
  });

  it('has no mail outbox, for the network or this machine', async () => {
    expect((await lan.fetch('/api/dev/mail')).status).toBe(404);
    expect((await local.fetch('/api/dev/mail')).status).toBe(404);
  });

  it('answers errors without stack traces or internals', async () => {
    const refused = await lan.query('profile.byHandle', { handle: 'nobody-has-this-handle' });
    expect(refused.error?.data.code).toBe('NOT_FOUND');
    const invalid = await lan.mutate('account.signIn', { email: 'not an email', password: '' });
    expect(invalid.status).toBe(400);
    for (const body of [refused.raw, invalid.raw]) expect(JSON.stringify(body)).not.toMatch(/stack|\.ts:\d+|node_modules/i);
    const malformed = await lan.fetch('/api/trpc/account.signIn', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(await malformed.text()).not.toMatch(/stack|\.ts:\d+|node_modules/i);
  });

  it('is seeded, so the demo accounts sign in', async () => {
    const attendee = demoAccounts.find((account) => account.eventRole === 'attendee');
    const response = await lan.mutate('account.signIn', { email: attendee?.email, password: demoPassword });
    expect(response.status).toBe(200);
  });

  it('prints a reset link on the server console, where the newcomer reads it', async () => {
    const organizer = demoAccounts[0]?.email as string;
    expect((await lan.mutate('account.forgotPassword', { email: organizer })).data).toEqual({ ok: true });
    await expect.poll(() => output, { timeout: 10_000 }).toMatch(/reset-password\?token=\S+/);
  });
});
