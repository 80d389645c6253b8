// The app server for the WebKit runner, started as Playwright's webServer starts it
// (e2e/playwright.config.ts): the build E2E_PREBUILT_DIST names or a private production build,
// a fresh data directory, the same environment (e2e/fixtures/server-env.ts), e2e/start-server.ts.
// One difference: it listens on a port of its own, because the browser's origin (E2E_PORT,
// PUBLIC_URL) is the cuttable proxy in front of it, so that links in mails lead through the proxy.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { e2eDataDir, e2eDistDir, e2ePrebuiltDist } from '../../fixtures/server-address.ts';
import { e2eServerEnv } from '../../fixtures/server-env.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface E2eServer {
  /** http://127.0.0.1:<port>, the server itself. */
  url: string;
  stop(): Promise<void>;
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** The same refusals as the Playwright config: a wrong build would fail every flow in puzzling ways. */
function checkPrebuiltDist(dist: string): void {
  if (!path.isAbsolute(dist)) throw new Error(`E2E_PREBUILT_DIST must be an absolute path, not "${dist}"`);
  for (const file of ['index.html', 'sw.js']) {
    if (!existsSync(path.join(dist, file))) throw new Error(`E2E_PREBUILT_DIST=${dist} holds no ${file}: not a finished build`);
  }
}

async function buildPrivateDist(logFile: string): Promise<void> {
  const log = openSync(logFile, 'a');
  // A production build whatever NODE_ENV says here: with another value Vite makes
  // import.meta.env.PROD false and the page never registers its service worker.
  const build = spawn('npx', ['vite', 'build', '--outDir', e2eDistDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', log, log],
  });
  const code = await exitOf(build);
  if (code !== 0) throw new Error(`vite build failed (exit ${code}); see ${logFile}`);
}

export async function startE2eServer(port: number, logFile: string): Promise<E2eServer> {
  mkdirSync(path.dirname(logFile), { recursive: true });
  if (e2ePrebuiltDist === undefined) await buildPrivateDist(logFile);
  else checkPrebuiltDist(e2ePrebuiltDist);

  const dataDir = path.join(repoRoot, e2eDataDir);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });

  const log = openSync(logFile, 'a');
  const server = spawn(process.execPath, ['--import', 'tsx', 'e2e/start-server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...e2eServerEnv, PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    server.kill('SIGTERM');
    const stopped = await Promise.race([exitOf(server).then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 8_000))]);
    if (!stopped) server.kill('SIGKILL');
  };

  // A new PGlite database takes up to 13 s to initialise; on two busy cores, more.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      const tail = readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n');
      throw new Error(`the e2e server exited with code ${server.exitCode} before it was healthy:\n${tail}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the e2e server did not answer ${url}/api/health within 180 s; see ${logFile}`);
}
