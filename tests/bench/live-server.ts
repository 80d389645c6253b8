// A Hallway server (or a plain node:http SSE server) in a child process of its own, for the live
// benches: the 2,000 streams they hold and the votes they send run in the bench's process, so
// what the figures measure is the server, not the load generator sharing its event loop.
// Each instance of a two-instance run is a process of its own, as behind a load balancer.
import { loadavg } from 'node:os';
import path from 'node:path';
import { notificationStreamEvents } from '#shared/contracts/notification.ts';
import { forkBenchChild, type BenchChild } from './bench-child.ts';
import { openSseStreams, percentile } from './sse-streams.ts';

const childScript = path.join(import.meta.dirname, 'live-server-process.ts');

/** The fan-out bench's small payload, as a poll's results would be (rendered in the child, measured in the bench). */
export const seqPayload = (seq: number) => ({ seq, options: [{ id: 'a', votes: 120 + seq }, { id: 'b', votes: 80 }, { id: 'c', votes: 31 }], total: 231 + seq });

/** A Hallway server (or a plain SSE server) in its own process: bench-child.ts. */
export type LiveServerProcess = BenchChild;

export function forkLiveServer(env: Record<string, string | undefined> = process.env): LiveServerProcess {
  // BENCH_LIVE_CPU_PROFILE=<folder>: each server process writes a V8 CPU profile there when it exits.
  return forkBenchChild(childScript, { env, profileVariable: 'BENCH_LIVE_CPU_PROFILE' });
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
