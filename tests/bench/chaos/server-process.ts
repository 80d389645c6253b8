// The real server as a separate process (as deployed: `node .build/server/main.mjs`, built by `npm start`,
// not through npx, so the pid is the server's own and SIGKILL kills it), restartable on the
// same database and port. Its output goes to a log file, shown when it fails to start.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildServer } from '#server/build-server.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const startTimeoutMs = 60_000;

export interface ServerProcess {
  port: number;
  /** Starts the server and resolves once it answers its health check. */
  start(): Promise<void>;
  /** SIGKILL: no shutdown, transactions under way are cut off wherever they are. */
  kill(): Promise<void>;
  /** SIGTERM and wait, for the end of the run. */
  stop(): Promise<void>;
  /** "starting": the process runs but does not answer yet. */
  state(): 'down' | 'starting' | 'up';
  /** Set when the server exited without being told to (a crash is a finding, not chaos). */
  crashed(): string | null;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** Built once per run, on first start. */
let builtServerFile: Promise<string> | undefined;

export function createServerProcess(options: { port: number; env: Record<string, string>; logFile: string }): ServerProcess {
  let child: ChildProcess | null = null;
  let deliberate = false;
  let healthy = false;
  let crash: string | null = null;
  const log = createWriteStream(options.logFile, { flags: 'a' });

  async function waitUntilHealthy(current: ChildProcess): Promise<void> {
    const deadline = Date.now() + startTimeoutMs;
    while (Date.now() < deadline) {
      if (current.exitCode !== null) break;
      try {
        const response = await fetch(`http://127.0.0.1:${options.port}/api/health`);
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const tail = readFileSync(options.logFile, 'utf8').split('\n').slice(-30).join('\n');
    throw new Error(`The server did not start (exit ${current.exitCode}); its log ends:\n${tail}`);
  }

  return {
    port: options.port,
    async start() {
      if (child) throw new Error('The server is already running');
      const started = spawn(process.execPath, [await (builtServerFile ??= buildServer())], {
        cwd: root,
        env: { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      started.stdout?.pipe(log, { end: false });
      started.stderr?.pipe(log, { end: false });
      child = started;
      deliberate = false;
      healthy = false;
      started.once('exit', (code, signal) => {
        if (child === started) child = null;
        if (!deliberate) crash ??= `the server exited on its own (code ${code}, signal ${signal})`;
      });
      await waitUntilHealthy(started);
      healthy = child === started;
    },
    async kill() {
      const current = child;
      if (!current) return;
      deliberate = true;
      current.kill('SIGKILL');
      await exited(current);
    },
    async stop() {
      const current = child;
      if (current) {
        deliberate = true;
        current.kill('SIGTERM');
        await exited(current);
      }
      log.end();
    },
    state: () => (child === null ? 'down' : healthy ? 'up' : 'starting'),
    crashed: () => crash,
  };
}
