// The shared event feeds on the seeded 5,000-attendee / 300-session event, as one attendee:
// GET /api/events/:id/feeds/schedule and /feeds/directory (brotli, as browsers ask) with 50
// connections, beside a plain Fastify route on a second instance in the same process that sends
// the very same bytes and headers with the same content-encoding, and the same 304 to the same
// If-None-Match (the gap is what the route itself costs: session, access, version check).
// Four runs (feed full, plain full, feed 304, plain 304) take turns, several rounds in a rotating
// order, and each figure sums its rounds: on a busy machine the load changes from one second to
// the next. Every full answer is read to its last byte and must have the size sent (a cut-short
// one is an error); it is not decoded, as the decoding would be the client's CPU, not the server's.
// The load generator runs in a worker thread on the same (small, shared) machine, so its own
// per-request work caps every rate; the server's main-thread CPU time per answer says what an
// answer costs the server, whatever the generator manages and whatever else the machine runs.
// Twice: over loopback, where a byte costs almost nothing and a 304 saves little, and over a
// venue-like link (a shaping proxy in another worker: throttled-link.ts), where the bytes a 304
// does not send are what it saves, the point of the ETag.
// Prints figures against the targets; asserts nothing.
import { performance as nodePerformance } from 'node:perf_hooks';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import { loadTestInTurns, startPlainRoute } from './beside-plain-route.ts';
import { loadTest, mergeLoadResults, type LoadOptions, type LoadResult } from './load-test.ts';
import type { LinkShape } from './link-shaping.ts';
import type { ScaleEvent } from './scale-event.ts';
import { startThrottledLink } from './throttled-link.ts';
import { checkThrottledLink } from './tool-self-checks.ts';
import type { ProxyTotals } from './throttled-proxy.ts';

const connections = 50;
const rounds = 3;
const roundMs = 2_000;
const warmUpMs = 500;
const acceptEncoding = 'br, gzip';
/**
 * The venue: Wi-Fi that delivers about 20 Mbit/s of goodput in a busy hall (an 802.11ac access
 * point's real throughput once a few hundred phones contend for it), all of it shared by the 50
 * connections, both directions; 40 ms round trip from a phone on it to a server in a nearby
 * region. Over this link the bytes, not the server, set the pace, as they do at a real event.
 */
const venueLink: LinkShape = { bitsPerSecond: 20e6, roundTripMs: 40 };
// Over the link a full directory takes ~80 ms of airtime: rounds long enough for a few hundred answers.
const linkRoundMs = 4_000;

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

/** The figures of one way of reaching the server: loopback, or the venue-like link. */
export interface PathFigures {
  full: LoadResult;
  plain: LoadResult;
  notModified: LoadResult;
  plainNotModified: LoadResult;
  /** The feed's full-answer rate over the plain route's, round by round. */
  roundShares: number[];
  /** Server main-thread busy time per answer, in microseconds. */
  busyMicros: { full: number; plain: number; notModified: number; plainNotModified: number };
  /** Share of the time the link's medium was busy, per run kind (link only). */
  linkBusy?: { full: number; plain: number; notModified: number; plainNotModified: number };
  /** HTTP bytes (status line, headers, body) that crossed the link per answer, down and up, per run kind (link only). */
  linkBytes?: Record<RunKind, { down: number; up: number }>;
}

export interface FeedFigures extends FeedTarget {
  jsonBytes: number;
  wireBytes: number;
  /** Bytes of the 304 answer's status line and headers, and of the full answer's (as sent). */
  headerBytes: { full: number; notModified: number };
  encoding: string;
  firstMs: number;
  loopback: PathFigures;
  link: PathFigures;
}

interface RawAnswer {
  status: number;
  statusMessage: string;
  headers: Record<string, string | string[] | undefined>;
  rawHeaders: string[];
  body: Buffer;
}

async function fetchRaw(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, statusMessage: response.statusMessage ?? '', headers: response.headers, rawHeaders: response.rawHeaders, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

// Set per connection or per message by Node itself, not part of what the route chose to send.
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);
/** The headers an answer carried, as the plain route repeats them. */
const repeatableHeaders = (answer: RawAnswer) => {
  const headers: Record<string, string> = {};
  for (let index = 0; index < answer.rawHeaders.length; index += 2) {
    const name = answer.rawHeaders[index]!.toLowerCase();
    if (!hopByHop.has(name)) headers[name] = answer.rawHeaders[index + 1]!;
  }
  return headers;
};
/** Bytes of the status line and headers as they crossed the wire ("name: value\r\n" each, a blank line after). */
const headerSize = (answer: RawAnswer) => {
  let bytes = `HTTP/1.1 ${answer.status} ${answer.statusMessage}\r\n\r\n`.length;
  for (let index = 0; index < answer.rawHeaders.length; index += 2) bytes += Buffer.byteLength(`${answer.rawHeaders[index]}: ${answer.rawHeaders[index + 1]}\r\n`);
  return bytes;
};

type RunKind = 'full' | 'plain' | 'notModified' | 'plainNotModified';
type LinkTotals = Pick<ProxyTotals, 'linkBusyMs' | 'downBytes' | 'upBytes'>;

/**
 * The four runs (feed full, plain full, feed 304, plain 304) in rotating turns, `rounds` times,
 * each timed against the server's main-thread CPU and, over the link, the link's busy time.
 */
async function measurePath(runs: Record<RunKind, LoadOptions>, link: { totals: () => Promise<LinkTotals> } | null): Promise<PathFigures> {
  const zero = (): LinkTotals => ({ linkBusyMs: 0, downBytes: 0, upBytes: 0 });
  const measure = async (options: LoadOptions) => {
    const before = link ? await link.totals() : zero();
    const timedRun = await timedLoadTest(options);
    const after = link ? await link.totals() : zero();
    return { ...timedRun, link: { linkBusyMs: after.linkBusyMs - before.linkBusyMs, downBytes: after.downBytes - before.downBytes, upBytes: after.upBytes - before.upBytes } };
  };
  const timed = await loadTestInTurns(runs, { rounds, warmUpMs, measure });
  const linkSum = (kind: RunKind): LinkTotals =>
    timed[kind].reduce((sum, run) => ({ linkBusyMs: sum.linkBusyMs + run.link.linkBusyMs, downBytes: sum.downBytes + run.link.downBytes, upBytes: sum.upBytes + run.link.upBytes }), zero());
  const linkSums = { full: linkSum('full'), plain: linkSum('plain'), notModified: linkSum('notModified'), plainNotModified: linkSum('plainNotModified') };
  const answers = (kind: RunKind) => Math.max(1, timed[kind].reduce((sum, run) => sum + run.result.requests, 0));
  const perAnswer = (kind: RunKind) => ({ down: linkSums[kind].downBytes / answers(kind), up: linkSums[kind].upBytes / answers(kind) });
  const merged = (kind: RunKind) => mergeLoadResults(timed[kind].map((run) => run.result));
  const elapsed = (kind: RunKind) => timed[kind].reduce((sum, run) => sum + run.result.elapsedMs, 0);
  return {
    full: merged('full'),
    plain: merged('plain'),
    notModified: merged('notModified'),
    plainNotModified: merged('plainNotModified'),
    roundShares: timed.full.map((full, round) => full.result.requestsPerSecond / timed.plain[round]!.result.requestsPerSecond),
    busyMicros: {
      full: busyMicrosPerAnswer(timed.full),
      plain: busyMicrosPerAnswer(timed.plain),
      notModified: busyMicrosPerAnswer(timed.notModified),
      plainNotModified: busyMicrosPerAnswer(timed.plainNotModified),
    },
    ...(link
      ? {
          linkBusy: {
            full: linkSums.full.linkBusyMs / elapsed('full'),
            plain: linkSums.plain.linkBusyMs / elapsed('plain'),
            notModified: linkSums.notModified.linkBusyMs / elapsed('notModified'),
            plainNotModified: linkSums.plainNotModified.linkBusyMs / elapsed('plainNotModified'),
          },
          linkBytes: { full: perAnswer('full'), plain: perAnswer('plain'), notModified: perAnswer('notModified'), plainNotModified: perAnswer('plainNotModified') },
        }
      : {}),
  };
}

async function measureFeed(scale: ScaleEvent, target: FeedTarget, log: (line: string) => void): Promise<FeedFigures> {
  const path = `/api/events/${scale.eventId}/feeds/${target.feed}`;
  const url = `${scale.server.url}${path}`;
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
  const notModifiedAnswer = await fetchRaw(url, { ...headers, 'if-none-match': etag });
  if (notModifiedAnswer.status !== 304) throw new Error(`${target.feed} feed answered ${notModifiedAnswer.status} to its own ETag`);

  // The same bytes and headers, and the same 304 when If-None-Match names the ETag: what any
  // server must send at least, so the gap is what the feed route itself costs.
  const fullHeaders = repeatableHeaders(answer);
  const notModifiedHeaders = repeatableHeaders(notModifiedAnswer);
  const plain = await startPlainRoute((request, reply) =>
    request.headers['if-none-match'] === etag ? reply.code(304).headers(notModifiedHeaders).send() : reply.headers(fullHeaders).send(answer.body),
  );
  const linkToFeeds = await startThrottledLink(scale.server.url, venueLink);
  const linkToPlain = await startThrottledLink(plain.origin, venueLink);
  try {
    const runsAt = (feedOrigin: string, plainOrigin: string, durationMs: number): Record<RunKind, LoadOptions> => {
      const common = { connections, durationMs, read: 'raw' as const };
      const full = { ...common, headers, expectStatus: 200, expectBytes: answer.body.length };
      const notModified = { ...common, headers: { ...headers, 'if-none-match': etag }, expectStatus: 304, expectBytes: 0 };
      return {
        full: { ...full, url: `${feedOrigin}${path}` },
        plain: { ...full, url: `${plainOrigin}${plain.path}` },
        notModified: { ...notModified, url: `${feedOrigin}${path}` },
        plainNotModified: { ...notModified, url: `${plainOrigin}${plain.path}` },
      };
    };
    const loopback = await measurePath(runsAt(scale.server.url, plain.origin, roundMs), null);
    log(`  ${target.label}: measured on loopback`);
    // Both links run in their own workers; their totals are summed (only one carries traffic at a time).
    const linkTotals = async (): Promise<LinkTotals> => {
      const [toFeeds, toPlain] = await Promise.all([linkToFeeds.totals(), linkToPlain.totals()]);
      return { linkBusyMs: toFeeds.linkBusyMs + toPlain.linkBusyMs, downBytes: toFeeds.downBytes + toPlain.downBytes, upBytes: toFeeds.upBytes + toPlain.upBytes };
    };
    const link = await measurePath(runsAt(linkToFeeds.url, linkToPlain.url, linkRoundMs), { totals: linkTotals });
    log(`  ${target.label}: measured over the link`);
    return {
      ...target,
      jsonBytes,
      wireBytes: answer.body.length,
      headerBytes: { full: headerSize(answer), notModified: headerSize(notModifiedAnswer) },
      encoding,
      firstMs,
      loopback,
      link,
    };
  } finally {
    await linkToFeeds.close();
    await linkToPlain.close();
    await plain.close();
  }
}

export async function benchEventFeeds(scale: ScaleEvent, log: (line: string) => void = console.log): Promise<FeedFigures[]> {
  // The venue-like link's own arithmetic and proxy first (tool-self-checks.ts).
  await checkThrottledLink(log);
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

const rate = (result: LoadResult) => `${result.requestsPerSecond.toFixed(0)} req/s`;
const times = (ratio: number) => `${ratio.toFixed(1)}×`;
const notModifiedRatio = (path: PathFigures) => ({
  ours: path.notModified.requestsPerSecond / path.full.requestsPerSecond,
  plain: path.plainNotModified.requestsPerSecond / path.plain.requestsPerSecond,
});
const pathErrors = (path: PathFigures) => path.full.errors + path.plain.errors + path.notModified.errors + path.plainNotModified.errors;
const percent = (share: number) => `${(share * 100).toFixed(0)}%`;
const micros = (value: number) => `${value.toFixed(0)} µs`;
const cpuLine = ({ busyMicros: busy }: PathFigures) =>
  `server main-thread CPU per answer: full ${micros(busy.full)}, 304 ${micros(busy.notModified)}; plain route full ${micros(busy.plain)}, 304 ${micros(busy.plainNotModified)}`;
const bytesLine = ({ down, up }: { down: number; up: number }) => `${down.toFixed(0)} B / ${up.toFixed(0)} B`;

export function printEventFeeds(figures: FeedFigures[], log: (line: string) => void = console.log): void {
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';
  log(
    `  ${connections} connections, ${rounds} rounds per run, the four runs (feed full, plain full, feed 304, plain 304) taking turns; Accept-Encoding: ${acceptEncoding}; ` +
      `every body read in full and its size checked, not decoded; database: ${database}`,
  );
  log(
    `  loopback: ${(roundMs / 1000).toFixed(0)} s rounds. Venue-like link: ${(linkRoundMs / 1000).toFixed(0)} s rounds, ` +
      `${venueLink.bitsPerSecond / 1e6} Mbit/s shared by all ${connections} connections in both directions (one queue, TCP/IP headers counted), ` +
      `${venueLink.roundTripMs} ms added round trip, 64 kB window per direction; a proxy in a worker thread (no TLS, slow start or Wi-Fi retries modelled)`,
  );
  for (const feed of figures) {
    const { loopback, link } = feed;
    log(
      `  ${feed.label}: ${kb(feed.jsonBytes)} JSON, ${kb(feed.wireBytes)} sent (${feed.encoding}) + ${feed.headerBytes.full} B of headers; ` +
        `a 304 is ${feed.headerBytes.notModified} B of headers; first answer (build) ${feed.firstMs.toFixed(0)} ms`,
    );
    log('    loopback:');
    log(line('feed route, full answer', loopback.full));
    log(line('plain Fastify, same bytes', loopback.plain));
    log(line('feed route, 304', loopback.notModified));
    log(line('plain Fastify, 304', loopback.plainNotModified));
    const share = loopback.full.requestsPerSecond / loopback.plain.requestsPerSecond;
    const perRound = loopback.roundShares.map(percent).join(', ');
    log(`      → ${percent(share)} of the plain route's rate (rounds: ${perRound}; target ≥ ${plainShareTarget * 100}%): ${verdict(share >= plainShareTarget)}`);
    log(`      → p99 ${loopback.full.p99Ms.toFixed(0)} ms (target ≤ ${feed.p99BudgetMs} ms): ${verdict(loopback.full.p99Ms <= feed.p99BudgetMs)}`);
    const loopbackRatio = notModifiedRatio(loopback);
    log(`      → 304s at ${times(loopbackRatio.ours)} the full-answer rate (plain Fastify: ${times(loopbackRatio.plain)}; target ≥ ${notModifiedTarget}×): ${verdict(loopbackRatio.ours >= notModifiedTarget)}`);
    log(`        ${cpuLine(loopback)} (over loopback a byte is almost free: both kinds cost about one framework request, and the load generator on the same cores caps the rates)`);
    log(`    over the venue-like link:`);
    log(line('feed route, full answer', link.full));
    log(line('plain Fastify, same bytes', link.plain));
    log(line('feed route, 304', link.notModified));
    log(line('plain Fastify, 304', link.plainNotModified));
    const linkRatio = notModifiedRatio(link);
    log(`      → 304s at ${times(linkRatio.ours)} the full-answer rate (plain Fastify: ${times(linkRatio.plain)}; target ≥ ${notModifiedTarget}×): ${verdict(linkRatio.ours >= notModifiedTarget)}`);
    log(`        ${cpuLine(link)}`);
    if (link.linkBytes) {
      const bytes = link.linkBytes;
      log(
        `        on the wire per answer (HTTP bytes down / up, measured at the link): full ${bytesLine(bytes.full)} (plain ${bytesLine(bytes.plain)}), ` +
          `304 ${bytesLine(bytes.notModified)} (plain ${bytesLine(bytes.plainNotModified)})`,
      );
    }
    if (link.linkBusy) {
      const linkBusy = link.linkBusy;
      log(
        `        link busy: full answers ${percent(linkBusy.full)} (plain ${percent(linkBusy.plain)}), 304s ${percent(linkBusy.notModified)} (plain ${percent(linkBusy.plainNotModified)}); ` +
          `the full answers moved ${((link.full.requestsPerSecond * feed.wireBytes * 8) / 1e6).toFixed(1)} Mbit/s of body`,
      );
    }
    const errors = pathErrors(loopback) + pathErrors(link);
    log(`      → errors: ${errors}${errors === 0 ? '' : ' (target: none)'}`);
  }
  log(`  304 vs full-answer rate (target ≥ ${notModifiedTarget}×), ${database}:`);
  log(`    ${'feed'.padEnd(30)} ${'loopback: ours'.padStart(15)} ${'loopback: plain'.padStart(16)} ${'link: ours'.padStart(11)} ${'link: plain'.padStart(12)}`);
  for (const feed of figures) {
    const loopback = notModifiedRatio(feed.loopback);
    const link = notModifiedRatio(feed.link);
    log(
      `    ${feed.label.padEnd(30)} ${times(loopback.ours).padStart(15)} ${times(loopback.plain).padStart(16)} ${times(link.ours).padStart(11)} ${times(link.plain).padStart(12)}` +
        `   (link: ${rate(feed.link.notModified)} vs ${rate(feed.link.full)})`,
    );
  }
  // What an answer costs the server and the link, whatever the load generator or the machine's
  // other work manages: main-thread CPU over both paths' runs, bytes as the link counted them.
  log(`  What one answer costs (server main-thread CPU, loopback and link runs together; HTTP bytes down the link), beside the plain route:`);
  log(`    ${'feed'.padEnd(30)} ${'full: CPU'.padStart(10)} ${'plain'.padStart(7)} ${'304: CPU'.padStart(9)} ${'plain'.padStart(7)} ${'full: bytes'.padStart(12)} ${'plain'.padStart(9)} ${'304: bytes'.padStart(11)} ${'plain'.padStart(7)}`);
  for (const feed of figures) {
    const cpu = (kind: RunKind) => micros(bothPaths(feed, kind));
    const down = (kind: RunKind) => `${(feed.link.linkBytes?.[kind].down ?? NaN).toFixed(0)} B`;
    log(
      `    ${feed.label.padEnd(30)} ${cpu('full').padStart(10)} ${cpu('plain').padStart(7)} ${cpu('notModified').padStart(9)} ${cpu('plainNotModified').padStart(7)} ` +
        `${down('full').padStart(12)} ${down('plain').padStart(9)} ${down('notModified').padStart(11)} ${down('plainNotModified').padStart(7)}`,
    );
  }
}

/** Main-thread µs per answer over the loopback and link runs of one kind, weighted by their answers. */
function bothPaths(feed: FeedFigures, kind: RunKind): number {
  const answers = (path: PathFigures) => path[kind].requests;
  const total = answers(feed.loopback) + answers(feed.link);
  return total === 0 ? NaN : (feed.loopback.busyMicros[kind] * answers(feed.loopback) + feed.link.busyMicros[kind] * answers(feed.link)) / total;
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
