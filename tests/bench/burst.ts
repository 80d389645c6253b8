// One client's burst, and everyone else meanwhile: one account fires 500 notification-stream opens
// at once, then 500 tRPC queries at once, and one address 500 static-file requests at once, each
// request on its own connection, all written in one go (as a script or a phone on another machine
// would). Meanwhile another person, from another address (127.0.0.2), asks for a static file and a
// tRPC query one after the other, and the figures are their waits. Twice: with the in-flight
// bounds off (as before issue 30) and with the defaults (32 per account, 256 per address). The
// server runs alone in a child process (tests/bench/live-server.ts), on PGlite or, with
// DATABASE_URL, a throwaway PostgreSQL database; everything stays on loopback, every phase is
// bounded in count and time. `BENCH_ONLY=burst` in run.ts, or `node --import tsx tests/bench/burst.ts`.
// Prints figures; asserts nothing.
import { readdirSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import { loadLine, runBenchAlone } from './bench-start.ts';
import { forkLiveServer } from './live-server.ts';
import { percentile, type StreamingMember } from './sse-streams.ts';

const root = path.resolve(import.meta.dirname, '../..');
const burstSize = Number(process.env.BENCH_BURST_SIZE ?? 500);
/** A phase ends when every burst request has its answer, or after this long. */
const phaseTimeoutMs = 60_000;
/** The other person's requests before the bursts, for the idle figures. */
const idleSamples = 20;
const otherAddress = '127.0.0.2';

type BurstKind = 'stream opens' | 'tRPC queries' | 'static files';
/** How an answer counts, from its status and what arrived after its head so far; null: not answered yet. */
type Classify = (status: string, body: string) => string | null;

export interface PhaseFigures {
  kind: BurstKind;
  /** Burst answers by status (a stream counts once its first list, or its closing, arrived). */
  statuses: Record<string, number>;
  /** First byte of the last burst answer, from the write. */
  burstMs: number;
  timedOut: number;
  /** The other person's waits while the burst ran. */
  other: { static: number[]; query: number[] };
}

export interface RunFigures {
  label: string;
  idle: { static: number[]; query: number[] };
  phases: PhaseFigures[];
}

export interface BurstFigures {
  database: string;
  load: string;
  asset: string;
  runs: RunFigures[];
}

/** A hashed asset of the build, the largest script (what a phone fetches first). */
function pickAsset(distDir: string): string {
  const assets = readdirSync(path.join(distDir, 'assets')).filter((name) => name.endsWith('.js'));
  if (assets.length === 0) throw new Error('dist/assets has no script: run npm run build');
  return `/assets/${assets[0]}`;
}

/** One request from the other person, on a keep-alive connection from `otherAddress`; resolves with its time in ms. */
function timedGet(agent: http.Agent, url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers, localAddress: otherAddress }, (response) => {
      response.resume();
      response.on('end', () => (response.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${url} answered ${response.statusCode}`))));
    });
    request.setTimeout(phaseTimeoutMs, () => request.destroy(new Error(`${url} timed out`)));
    request.on('error', reject);
  });
}

/** Opens every connection of a burst; `fire` then writes every request in one go and resolves once all are answered. */
async function prepareBurst(port: number, requests: string[], classify: Classify) {
  const sockets = await Promise.all(
    requests.map(
      () =>
        new Promise<net.Socket>((resolve, reject) => {
          const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  const statuses: Record<string, number> = {};
  let lastAnswerAt = Number.NaN;
  const answer = (socket: net.Socket) =>
    new Promise<void>((resolve) => {
      let text = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => {
        text += chunk;
        const end = text.indexOf('\r\n\r\n');
        const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? '?';
        const label = end === -1 ? null : classify(status, text.slice(end + 4));
        if (label === null) return;
        statuses[label] = (statuses[label] ?? 0) + 1;
        lastAnswerAt = performance.now();
        socket.removeAllListeners('data');
        resolve();
      });
      socket.on('error', () => resolve());
      socket.on('close', () => resolve());
    });
  return {
    async fire(whileRunning: () => void) {
      const answers = sockets.map(answer);
      const written = performance.now();
      requests.forEach((request, index) => sockets[index]!.write(request));
      whileRunning();
      await Promise.race([Promise.all(answers), sleep(phaseTimeoutMs)]);
      const answered = Object.values(statuses).reduce((total, n) => total + n, 0);
      return { statuses, burstMs: lastAnswerAt - written, timedOut: requests.length - answered };
    },
    close: () => sockets.forEach((socket) => socket.destroy()),
  };
}

async function runOnce(label: string, env: Record<string, string>, distDir: string, asset: string, log: (line: string) => void): Promise<{ run: RunFigures; database: string }> {
  const server = forkLiveServer();
  try {
    const { url, database } = await server.call<{ url: string; database: string }>('start', { env, distDir, manifestPath: path.join(root, 'manifest.webmanifest') });
    const { members } = await server.call<{ members: StreamingMember[] }>('seedMembers', { eventName: 'Burst', count: 2, enableFeedback: false });
    const [burster, other] = members as [StreamingMember, StreamingMember];
    const port = Number(new URL(url).port);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const queryUrl = `${url}/api/trpc/notification.list?input=${encodeURIComponent('{}')}`;
    const otherStatic = () => timedGet(agent, `${url}${asset}`, { 'accept-encoding': 'br, gzip' });
    const otherQuery = () => timedGet(agent, queryUrl, { [accountTokenHeaderName]: other.token });

    const idle = { static: [] as number[], query: [] as number[] };
    for (let i = 0; i < idleSamples; i++) {
      idle.static.push(await otherStatic());
      idle.query.push(await otherQuery());
    }

    const head = (target: string, token: string | null, accept: string) =>
      `GET ${target} HTTP/1.1\r\nhost: 127.0.0.1\r\n${token ? `${accountTokenHeaderName}: ${token}\r\n` : ''}accept: ${accept}\r\naccept-encoding: br, gzip\r\n\r\n`;
    const byStatus: Classify = (status) => status;
    // A stream let in is answered once its first list arrived (the work it costs is done then), or
    // once a newer stream of the account closed it before that (the account keeps 10).
    const streamAnswer: Classify = (status, body) => {
      if (status !== '200') return status;
      if (body.includes('event: notifications\n')) return '200';
      return body.includes('event: notifications.closed\n') ? '200 closed for a newer one before its first list' : null;
    };
    const bursts: Array<{ kind: BurstKind; request: string; classify: Classify }> = [
      { kind: 'stream opens', request: head('/api/notifications/stream', burster.token, 'text/event-stream'), classify: streamAnswer },
      { kind: 'tRPC queries', request: head(queryUrl.slice(url.length), burster.token, 'application/json'), classify: byStatus },
      { kind: 'static files', request: head(asset, null, '*/*'), classify: byStatus },
    ];
    const phases: PhaseFigures[] = [];
    for (const { kind, request, classify } of bursts) {
      const other = { static: [] as number[], query: [] as number[] };
      let running = true;
      let probing = Promise.resolve();
      const prepared = await prepareBurst(port, Array.from({ length: burstSize }, () => request), classify);
      const fired = await prepared.fire(() => {
        // The other person starts right as the burst is written.
        probing = (async () => {
          while (running) {
            other.static.push(await otherStatic());
            if (running) other.query.push(await otherQuery());
          }
        })();
      });
      running = false;
      await probing;
      prepared.close();
      phases.push({ kind, statuses: fired.statuses, burstMs: fired.burstMs, timedOut: fired.timedOut, other });
      log(`    ${label}: ${kind} done`);
      // The server sees the closed connections before the next burst.
      await sleep(500);
    }
    agent.destroy();
    return { run: { label, idle, phases }, database };
  } finally {
    await server.stop();
  }
}

export async function benchBurst(log: (line: string) => void = console.log): Promise<BurstFigures> {
  const distDir = process.env.BENCH_DIST_DIR ?? path.join(root, 'dist');
  const asset = pickAsset(distDir);
  const loadAtStart = os.loadavg();
  const off = { REQUESTS_IN_FLIGHT_PER_ACCOUNT: '0', REQUESTS_IN_FLIGHT_PER_IP: '0' };
  const before = await runOnce('bounds off (as before)', off, distDir, asset, log);
  const after = await runOnce('defaults (32 per account, 256 per address)', {}, distDir, asset, log);
  return { database: before.database, load: loadLine(loadAtStart), asset, runs: [before.run, after.run] };
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : `${value.toFixed(0)} ms`);
const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 'no sample' : `p50 ${ms(percentile(sorted, 50))}, max ${ms(sorted.at(-1)!)} (${sorted.length})`;
};

export function printBurst(figures: BurstFigures): void {
  console.log(`  ${figures.database}; ${figures.load}; static file ${figures.asset}; another person at ${otherAddress}, one request at a time`);
  for (const run of figures.runs) {
    console.log(`  ${run.label}`);
    console.log(`    idle: other's static file ${spread(run.idle.static)}; other's tRPC query ${spread(run.idle.query)}`);
    for (const phase of run.phases) {
      const statuses = Object.entries(phase.statuses).map(([status, n]) => `${n}× ${status}`).join(', ');
      console.log(
        `    ${burstSize} ${phase.kind} at once from one ${phase.kind === 'static files' ? 'address' : 'account'}: ${statuses}${phase.timedOut ? `, ${phase.timedOut} unanswered` : ''}, ` +
          `last answer after ${ms(phase.burstMs)}; meanwhile other's static file ${spread(phase.other.static)}, tRPC query ${spread(phase.other.query)}`,
      );
    }
  }
}

runBenchAlone(import.meta.url, benchBurst, printBurst);
