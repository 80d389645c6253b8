// A Hallway server (or a plain node:http SSE server) in a child process of its own, for the live
// benches: the 2,000 streams they hold and the votes they send run in the bench's process, so
// what the figures measure is the server, not the load generator sharing its event loop.
// Each instance of a two-instance run is a process of its own, as behind a load balancer.
import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { notificationStreamEvents } from '#shared/contracts/notification.ts';
import type { ChildReply } from './live-server-process.ts';
import { openSseStreams, percentile } from './sse-streams.ts';

const childScript = path.join(import.meta.dirname, 'live-server-process.ts');

/** The fan-out bench's small payload, as a poll's results would be (rendered in the child, measured in the bench). */
export const seqPayload = (seq: number) => ({ seq, options: [{ id: 'a', votes: 120 + seq }, { id: 'b', votes: 80 }, { id: 'c', votes: 31 }], total: 231 + seq });

export interface LiveServerProcess {
  readonly pid: number;
  call<T>(op: string, args?: Record<string, unknown>): Promise<T>;
  /** This process's resident memory now (MB), read from /proc (null elsewhere). */
  rssMb(): Promise<number | null>;
  /** CPU seconds this process has used so far (user + system), read from /proc (null elsewhere). */
  cpuSeconds(): Promise<number | null>;
  stop(): Promise<void>;
}

export function forkLiveServer(env: Record<string, string | undefined> = process.env): LiveServerProcess {
  // BENCH_LIVE_CPU_PROFILE=<folder>: each server process writes a V8 CPU profile there when it exits.
  const profileDir = process.env.BENCH_LIVE_CPU_PROFILE;
  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const child: ChildProcess = fork(childScript, [], { execArgv: [...profiling, '--import', 'tsx'], env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  // A bench stopped half-way (Ctrl-C, an error) must not leave its server running.
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  child.on('message', (reply: ChildReply) => {
    const waiter = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (!waiter) return;
    if (reply.ok) waiter.resolve(reply.result);
    else waiter.reject(new Error(`Bench server process: ${reply.error}`));
  });
  child.once('exit', (code, signal) => {
    for (const waiter of waiting.values()) waiter.reject(new Error(`The bench server process exited (code ${code}, signal ${signal})`));
    waiting.clear();
  });
  const call = <T>(op: string, args: Record<string, unknown> = {}) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ id, op, args });
    });
  return {
    pid: child.pid!,
    call,
    async rssMb() {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8').catch(() => null);
      const kb = status?.match(/^VmRSS:\s+(\d+) kB/m)?.[1];
      return kb ? Number(kb) / 1024 : null;
    },
    async cpuSeconds() {
      const stat = await readFile(`/proc/${child.pid}/stat`, 'utf8').catch(() => null);
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th, in clock ticks (100 a second on Linux).
      const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
      return fields ? (Number(fields[11]) + Number(fields[12])) / 100 : null;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        await call('stop').catch(() => {});
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.disconnect();
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      }
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      process.off('exit', kill);
    },
  };
}

export interface StartedInstance {
  process: LiveServerProcess;
  url: string;
}

/**
 * Instance A on a fresh test database (PGlite, or a throwaway PostgreSQL database when
 * DATABASE_URL is set) and, with `second` on PostgreSQL, instance B on the same database.
 */
export async function startLiveInstances(env: Record<string, string>, second: boolean): Promise<{ database: string; instances: StartedInstance[] }> {
  const a = forkLiveServer();
  const started = await a.call<{ url: string; database: string; connectionString: string | null }>('start', { env });
  const instances: StartedInstance[] = [{ process: a, url: started.url }];
  if (second && started.connectionString) {
    const b = forkLiveServer();
    const other = await b.call<{ url: string }>('start', { env, connectionString: started.connectionString });
    instances.push({ process: b, url: other.url });
  }
  return { database: started.database, instances };
}

/** B first: A made the throwaway database and removes it when it stops. */
export async function stopLiveInstances(instances: readonly StartedInstance[]): Promise<void> {
  for (const instance of [...instances].reverse()) await instance.process.stop();
}

/** The machine's 1-minute load average: the machine is shared, and other work slows every figure. */
export const loadAverage = (): number => loadavg()[0]!;

/**
 * The floor for fan-out: a bare node:http server, alone in its own process, writing the same
 * bytes to the same number of streams (each round's bytes carry `"seq":<n>,` to be told apart).
 * Resolves to write → every stream received, p50 and p99 over the rounds.
 */
export async function measurePlainSse(streams: number, bytes: (seq: number) => string, rounds = 20): Promise<{ p50: number; p99: number }> {
  const plain = forkLiveServer();
  try {
    const { url } = await plain.call<{ url: string }>('startPlain');
    const clients = await openSseStreams(url, Array.from({ length: streams }, () => 'none'), { ready: notificationStreamEvents.list });
    try {
      const times: number[] = [];
      for (let seq = 1; seq <= rounds; seq += 1) {
        const seen = clients.waitForAll((event) => event.event === notificationStreamEvents.live && event.data.includes(`"seq":${seq},`));
        const started = performance.now();
        await plain.call('plainWrite', { chunk: `event: ${notificationStreamEvents.live}\ndata: ${bytes(seq)}\n\n` });
        await seen;
        times.push(performance.now() - started);
      }
      const sorted = [...times].sort((x, y) => x - y);
      return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
    } finally {
      clients.close();
    }
  } finally {
    await plain.stop();
  }
}
