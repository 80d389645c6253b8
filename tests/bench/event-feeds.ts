// The shared event feeds on the seeded 5,000-attendee / 300-session event, as one attendee:
// GET /api/events/:id/feeds/schedule and /feeds/directory (brotli, as browsers ask) with 50
// connections, beside a plain Fastify route on a second instance in the same process that sends
// the very same bytes with the same content-encoding (the gap is what the route itself costs:
// session, access, version check); then the same requests with If-None-Match (304s).
// On a busy machine the load changes from one second to the next, so the three runs take turns,
// several rounds in a rotating order, and each figure sums its rounds. Every full answer is read
// to its last byte and must have the size sent (a cut-short one is an error); it is not decoded,
// as the decoding would be the client's CPU, not the server's.
// The load generator runs in a worker thread on the same (small, shared) machine, so its own
// per-request work caps every rate; the server's main-thread CPU time per answer says what an
// answer costs the server, whatever the generator manages and whatever else the machine runs.
// Prints figures against the targets; asserts nothing.
import { performance as nodePerformance } from 'node:perf_hooks';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import { loadTest, mergeLoadResults, type LoadOptions, type LoadResult } from './load-test.ts';
import type { ScaleEvent } from './scale-event.ts';

const connections = 50;
const rounds = 3;
const roundMs = 2_000;
const warmUpMs = 500;
const acceptEncoding = 'br, gzip';

interface FeedTarget {
  feed: 'schedule' | 'directory';
  label: string;
  p99BudgetMs: number;
}
const targets: FeedTarget[] = [
  { feed: 'schedule', label: 'schedule feed (300 sessions)', p99BudgetMs: 250 },
  { feed: 'directory', label: 'directory feed (5,000 people)', p99BudgetMs: 1_000 },
];
const plainShareTarget = 0.5;
const notModifiedTarget = 10;

/**
 * CPU time of this process's main thread (where the server under test runs), in ms: Linux counts
 * it per thread in /proc (in USER_HZ ticks, 100 a second). Elsewhere, event-loop busy time, which
 * also counts the time the thread waited for a core on a busy machine.
 */
async function mainThreadCpuMs(): Promise<number> {
  const stat = await readFile(`/proc/self/task/${process.pid}/stat`, 'utf8').catch(() => null);
  // Fields after the command name (which sits in parentheses): utime and stime are the 12th and 13th.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (fields && fields.length > 13) return (Number(fields[11]) + Number(fields[12])) * 10;
  return nodePerformance.eventLoopUtilization().active;
}

/** A run with the server's main-thread time over it (the server under test runs on the main thread). */
interface TimedLoad {
  result: LoadResult;
  busyMs: number;
}

async function timedLoadTest(options: LoadOptions): Promise<TimedLoad> {
  const before = await mainThreadCpuMs();
  const result = await loadTest(options);
  return { result, busyMs: (await mainThreadCpuMs()) - before };
}

/** Main-thread microseconds per answer over several runs. */
const busyMicrosPerAnswer = (runs: TimedLoad[]) =>
  (runs.reduce((sum, run) => sum + run.busyMs, 0) * 1000) / Math.max(1, runs.reduce((sum, run) => sum + run.result.requests, 0));

export interface FeedFigures extends FeedTarget {
  jsonBytes: number;
  wireBytes: number;
  encoding: string;
  firstMs: number;
  full: LoadResult;
  plain: LoadResult;
  notModified: LoadResult;
  /** The feed's full-answer rate over the plain route's, round by round. */
  roundShares: number[];
  /** Server main-thread busy time per answer, in microseconds. */
  busyMicros: { full: number; plain: number; notModified: number };
}

async function fetchRaw(url: string, headers: Record<string, string>) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

async function measureFeed(scale: ScaleEvent, target: FeedTarget, log: (line: string) => void): Promise<FeedFigures> {
  const url = `${scale.server.url}/api/events/${scale.eventId}/feeds/${target.feed}`;
  const headers = { [accountTokenHeaderName]: scale.attendee.token, 'accept-encoding': acceptEncoding };
  const started = performance.now();
  let answer = await fetchRaw(url, headers);
  const firstMs = performance.now() - started;
  if (answer.status !== 200) throw new Error(`${target.feed} feed answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 300)}`);
  // The server swaps in brotli at its best quality a few seconds after a build: measure those bytes.
  const quick = answer.body.length;
  for (let waited = 0; waited < 30_000 && answer.body.length === quick; waited += 1_000) {
    await sleep(1_000);
    answer = await fetchRaw(url, headers);
  }
  const encoding = String(answer.headers['content-encoding'] ?? 'identity');
  const etag = String(answer.headers.etag);
  const decode = { br: brotliDecompressSync, gzip: gunzipSync }[encoding] ?? ((body: Buffer) => body);
  const jsonBytes = decode(answer.body).length;

  const plain = Fastify({ logger: false });
  plain.get('/same-bytes', (_request, reply) => reply.type('application/json; charset=utf-8').header('content-encoding', encoding).send(answer.body));
  const plainUrl = `${await plain.listen({ port: 0, host: '127.0.0.1' })}/same-bytes`;
  try {
    const runs: Record<'full' | 'plain' | 'notModified', LoadOptions> = {
      full: { url, headers, connections, durationMs: roundMs, read: 'raw', expectStatus: 200, expectBytes: answer.body.length },
      plain: { url: plainUrl, headers, connections, durationMs: roundMs, read: 'raw', expectStatus: 200, expectBytes: answer.body.length },
      notModified: { url, headers: { ...headers, 'if-none-match': etag }, connections, durationMs: roundMs, read: 'raw', expectStatus: 304, expectBytes: 0 },
    };
    const kinds = Object.keys(runs) as Array<keyof typeof runs>;
    for (const kind of kinds) await loadTest({ ...runs[kind], durationMs: warmUpMs });
    const timed: Record<keyof typeof runs, TimedLoad[]> = { full: [], plain: [], notModified: [] };
    for (let round = 0; round < rounds; round++) {
      for (let turn = 0; turn < kinds.length; turn++) {
        const kind = kinds[(round + turn) % kinds.length]!;
        timed[kind].push(await timedLoadTest(runs[kind]));
      }
    }
    log(`  ${target.label}: measured`);
    const results = { full: timed.full.map((run) => run.result), plain: timed.plain.map((run) => run.result), notModified: timed.notModified.map((run) => run.result) };
    const shares = results.full.map((full, round) => full.requestsPerSecond / results.plain[round]!.requestsPerSecond);
    return {
      ...target,
      jsonBytes,
      wireBytes: answer.body.length,
      encoding,
      firstMs,
      full: mergeLoadResults(results.full),
      plain: mergeLoadResults(results.plain),
      notModified: mergeLoadResults(results.notModified),
      roundShares: shares,
      busyMicros: { full: busyMicrosPerAnswer(timed.full), plain: busyMicrosPerAnswer(timed.plain), notModified: busyMicrosPerAnswer(timed.notModified) },
    };
  } finally {
    await plain.close();
  }
}

export async function benchEventFeeds(scale: ScaleEvent, log: (line: string) => void = console.log): Promise<FeedFigures[]> {
  const figures: FeedFigures[] = [];
  for (const target of targets) figures.push(await measureFeed(scale, target, log));
  return figures;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const line = (label: string, result: LoadResult) =>
  `      ${label.padEnd(28)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${result.p50Ms.toFixed(1).padStart(7)} ms   p99 ${result.p99Ms
    .toFixed(1)
    .padStart(7)} ms   (${result.requests} requests, ${result.errors} errors)`;
const verdict = (ok: boolean) => (ok ? 'within target' : 'MISSES TARGET');

export function printEventFeeds(figures: FeedFigures[], log: (line: string) => void = console.log): void {
  log(
    `  ${connections} connections, ${rounds} rounds of ${(roundMs / 1000).toFixed(0)} s per run, taking turns; Accept-Encoding: ${acceptEncoding}; ` +
      'every body read in full and its size checked, not decoded',
  );
  for (const feed of figures) {
    log(`  ${feed.label}: ${kb(feed.jsonBytes)} JSON, ${kb(feed.wireBytes)} sent (${feed.encoding}); first answer (build) ${feed.firstMs.toFixed(0)} ms`);
    log(line('feed route, full answer', feed.full));
    log(line('plain Fastify, same bytes', feed.plain));
    log(line('feed route, 304', feed.notModified));
    const share = feed.full.requestsPerSecond / feed.plain.requestsPerSecond;
    const notModified = feed.notModified.requestsPerSecond / feed.full.requestsPerSecond;
    const perRound = feed.roundShares.map((roundShare) => `${(roundShare * 100).toFixed(0)}%`).join(', ');
    log(`      → ${(share * 100).toFixed(0)}% of the plain route's rate (rounds: ${perRound}; target ≥ ${plainShareTarget * 100}%): ${verdict(share >= plainShareTarget)}`);
    log(`      → p99 ${feed.full.p99Ms.toFixed(0)} ms (target ≤ ${feed.p99BudgetMs} ms): ${verdict(feed.full.p99Ms <= feed.p99BudgetMs)}`);
    log(`      → 304s at ${notModified.toFixed(1)}× the full-answer rate (target ≥ ${notModifiedTarget}×): ${verdict(notModified >= notModifiedTarget)}`);
    const busy = feed.busyMicros;
    log(
      `        server main-thread CPU per answer: full ${busy.full.toFixed(0)} µs, 304 ${busy.notModified.toFixed(0)} µs, plain route ${busy.plain.toFixed(0)} µs ` +
        `(a 304 costs the server ${(busy.full / busy.notModified).toFixed(1)}× less than a full answer; the rates are capped by the load generator on the same cores)`,
    );
    // Over loopback bytes are almost free: a full answer costs the server little more than a 304
    // (both are mostly the framework's per-request work), so this ratio says little of a network.
    log(`        (loopback: the full answers moved ${((feed.full.requestsPerSecond * feed.wireBytes) / 1e6).toFixed(0)} MB/s; each 304 saves ${kb(feed.wireBytes)} on a real network)`);
    const errors = feed.full.errors + feed.notModified.errors + feed.plain.errors;
    log(`      → errors: ${errors}${errors === 0 ? '' : ' (target: none)'}`);
  }
}

// `node --import tsx tests/bench/event-feeds.ts` runs this part of `npm run bench` alone
// (PGlite, or a throwaway PostgreSQL database when DATABASE_URL is set).
if (process.argv[1] === import.meta.filename) {
  const { startScaleEvent } = await import('./scale-event.ts');
  const scale = await startScaleEvent();
  try {
    printEventFeeds(await benchEventFeeds(scale));
  } finally {
    await scale.stop();
  }
  process.exit(0);
}
