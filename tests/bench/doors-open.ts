// Doors open: 5,000 seeded attendees each download their event pack as the app's first sync
// does (the schedule feed; the directory feed with the viewer's overlay; the agenda; matches)
// within 5 minutes, a good part of them in bursts (a queue at the door, the opening keynote's
// break). The server runs alone in a child process, so its memory (peak RSS) is its own; the
// database is PGlite in a data directory, or a throwaway PostgreSQL database when DATABASE_URL
// is set. BENCH_DOORS_SECONDS shortens the window (arrival rates then rise by the same factor,
// printed); BENCH_DOORS_PACKS lets fewer of the 5,000 arrive (a quick check, printed as such).
// BENCH_DOORS_BUSY=1 (or { busyCore: true }) runs it on a busy machine: another process keeps one
// core busy from before the doors open until the last pack (busy-core.ts), and the shared feeds'
// p99 is set against its own target.
// Bodies are not decoded by the load generator. Prints figures; asserts nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { createServer as createNetServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { wrapPglite, type Database } from '#server/db/client.ts';
import { buildServer } from '#server/build-server.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { accountTokens } from '#server/db/schema/account-tokens.ts';
import { eventMembers } from '#server/db/schema/event-members.ts';
import { demoPassword } from '#server/seed/demo-credentials.ts';
import { planConference } from '#server/seed/conference/plan-conference.ts';
import { writeConference } from '#server/seed/conference/write-conference.ts';
import { createOpaqueToken, hashToken } from '#server/services/auth/opaque-token.ts';
import { hashPassword } from '#server/services/auth/passwords.ts';
import { directorySchema } from '#shared/contracts/attendees.ts';
import { scheduleSchema } from '#shared/contracts/schedule.ts';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import { createTestDatabase } from '../server/helpers/test-database.ts';
import { resultVerdict } from './bench-start.ts';
import { busyCoreLine, startBusyCore, type BusyCoreReport } from './busy-core.ts';
import { scaleSize } from './scale-event.ts';

const root = path.resolve(import.meta.dirname, '../..');
const issueWindowSeconds = 300;
const attendees = scaleSize.attendees;
/**
 * Share of arrivals in bursts, how many bursts, and how long each lasts as a share of the window:
 * during a burst people arrive at 2.6× the average rate (0.4 / 4 / 0.05 + 0.6).
 */
const burstShare = 0.4;
const bursts = 4;
const burstLengthShare = 0.05;
const burstPeakFactor = burstShare / bursts / burstLengthShare + (1 - burstShare);
const p99TargetMs = 1_000;
const packP99TargetMs = 2_000;
const rssTargetMb = 512;
const idleRssTargetMb = 350;
/** On the busy machine: every request within 2 s, and the answers that cost nothing (the shared feeds) within 250 ms. */
const busyP99TargetMs = 2_000;
const busyFeedP99TargetMs = 250;
const sharedFeeds: ReadonlySet<Kind> = new Set(['schedule feed', 'directory feed']);

type Kind = 'schedule feed' | 'directory feed' | 'directory overlay' | 'agenda' | 'matches';
interface Sample {
  kind: Kind;
  /** When it was sent, in ms after the doors opened. */
  at: number;
  ms: number;
  ok: boolean;
  /** The HTTP status, 0 when the connection failed. */
  status: number;
}

export interface DoorsOpenFigures {
  database: string;
  windowSeconds: number;
  packs: number;
  packsFailed: number;
  samples: Sample[];
  packMs: number[];
  peakRssMb: number | null;
  /** Resident memory once the server answered its first pack, before the doors opened. */
  idleRssMb: number | null;
  /** The machine's 1-minute load average before the bench did anything (the run's verdict), when the doors opened, and at the end. */
  loadAverage: [number, number, number];
  /** Set when another process kept a core busy through the window. */
  busyCore: BusyCoreReport | null;
  elapsedSeconds: number;
  checked: string;
}

interface Prepared {
  database: string;
  serverEnv: Record<string, string>;
  eventId: string;
  tokens: string[];
  dispose(): Promise<void>;
}

/** Seeds the conference and signs in every member by writing their tokens (argon2 per sign-in would take minutes). */
async function seed(database: Database): Promise<{ eventId: string; tokens: string[] }> {
  await migrateDatabase(database);
  const plan = planConference(scaleSize, new Date());
  const { eventId } = await writeConference(database.db, { plan, passwordHash: await hashPassword(demoPassword), ownerIds: [] });
  const members = await database.db.select({ accountId: eventMembers.accountId }).from(eventMembers).where(eq(eventMembers.eventId, eventId)).limit(attendees);
  const tokens = members.map(() => createOpaqueToken());
  const expiresAt = new Date(Date.now() + 30 * 86_400_000);
  for (let start = 0; start < members.length; start += 1000) {
    await database.db.insert(accountTokens).values(
      members.slice(start, start + 1000).map((member, index) => ({ accountId: member.accountId, tokenHash: hashToken(tokens[start + index]!), expiresAt })),
    );
  }
  return { eventId, tokens };
}

async function prepare(): Promise<Prepared> {
  if (process.env.DATABASE_URL) {
    const { database, dispose } = await createTestDatabase();
    const seeded = await seed(database);
    const url = database.connectionString as string;
    await database.close();
    return { database: 'PostgreSQL (DATABASE_URL, a throwaway database)', serverEnv: { DATABASE_URL: url }, ...seeded, dispose };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hallway-doors-'));
  const database = wrapPglite(await PGlite.create(path.join(dataDir, 'pglite')));
  const seeded = await seed(database);
  await database.close();
  return { database: 'PGlite (embedded, in the server process)', serverEnv: { HALLWAY_DATA_DIR: dataDir }, ...seeded, dispose: () => rm(dataDir, { recursive: true, force: true }) };
}

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address !== 'object') throw new Error('No free port');
  return address.port;
}

async function startServer(prepared: Prepared): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = { ...process.env, ...prepared.serverEnv, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', DEMO: '0', PUBLIC_URL: url };
  if (!prepared.serverEnv.DATABASE_URL) delete env.DATABASE_URL;
  // BENCH_DOORS_CPU_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops.
  const profileDir = process.env.BENCH_DOORS_CPU_PROFILE;
  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  // The server as `npm start` runs it: the built file, plain node (its memory is the figure).
  // BENCH_DOORS_TRACE_GC=<file>: the server's V8 prints every garbage collection (heap sizes before and after) there.
  const gcTrace = process.env.BENCH_DOORS_TRACE_GC;
  const tracing = gcTrace ? ['--trace-gc'] : [];
  const child = spawn(process.execPath, [...profiling, ...tracing, await buildServer()], { cwd: root, env, stdio: ['ignore', gcTrace ? 'pipe' : 'ignore', 'inherit'] });
  if (gcTrace) child.stdout?.pipe(createWriteStream(path.resolve(gcTrace)));
  // A benchmark stopped half-way (Ctrl-C, a closed pipe) must not leave its server running.
  process.once('exit', () => child.kill('SIGKILL'));
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return { url, child };
    await sleep(250);
  }
  child.kill('SIGTERM');
  throw new Error('The server did not become healthy within 2 minutes');
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(15_000).then(() => child.kill('SIGKILL'))]);
}

/** Linux: the process's peak (VmHWM) or current (VmRSS) resident set, in MB. */
async function rssMb(pid: number | undefined, field: 'VmHWM' | 'VmRSS' = 'VmHWM'): Promise<number | null> {
  if (pid === undefined) return null;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  const kb = status?.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1];
  return kb ? Number(kb) / 1024 : null;
}

/** A small seeded generator, so every run sees the same arrivals. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Arrival times (ms from the doors opening): bursts at 0, ¼, ½ and ¾ of the window, the rest spread evenly at random. */
function arrivals(count: number, windowMs: number): number[] {
  const random = seededRandom(scaleSize.seed);
  const inBursts = Math.round(count * burstShare);
  return Array.from({ length: count }, (_, index) => {
    if (index < inBursts) return ((index % bursts) / bursts) * windowMs + random() * burstLengthShare * windowMs;
    return random() * windowMs;
  }).sort((a, b) => a - b);
}

const agent = new http.Agent({ keepAlive: true });

function get(url: string, token: string): Promise<{ status: number; body: Buffer; encoding: string | undefined }> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers: { [accountTokenHeaderName]: token, 'accept-encoding': 'br, gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), encoding: response.headers['content-encoding'] }));
      response.on('error', () => resolve({ status: 0, body: Buffer.alloc(0), encoding: undefined }));
    });
    request.on('error', () => resolve({ status: 0, body: Buffer.alloc(0), encoding: undefined }));
  });
}

export async function benchDoorsOpen(log: (line: string) => void = console.log, options: { busyCore?: boolean } = {}): Promise<DoorsOpenFigures> {
  const loadBeforeSetUp = os.loadavg()[0]!;
  const windowSeconds = Number(process.env.BENCH_DOORS_SECONDS ?? issueWindowSeconds);
  const busy = options.busyCore ?? process.env.BENCH_DOORS_BUSY === '1';
  const setUpStarted = Date.now();
  const prepared = await prepare();
  const { url, child } = await startServer(prepared);
  log(`  set-up: ${prepared.tokens.length} attendees with tokens, server process started in ${((Date.now() - setUpStarted) / 1000).toFixed(1)} s`);
  try {
    const { eventId } = prepared;
    const trpc = (procedure: string) => `${url}/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ eventId }))}`;
    const samples: Sample[] = [];
    const packMs: number[] = [];
    let packsFailed = 0;
    let checked = 'not checked';
    let doorsOpenedAt = performance.now();
    const timed = async (kind: Kind, target: string, token: string) => {
      const sent = performance.now();
      const answer = await get(target, token);
      const ok = answer.status === 200;
      samples.push({ kind, at: sent - doorsOpenedAt, ms: performance.now() - sent, ok, status: answer.status });
      return { ...answer, ok };
    };
    const pack = async (token: string, index: number) => {
      const started = performance.now();
      const schedule = await timed('schedule feed', `${url}/api/events/${eventId}/feeds/schedule`, token);
      const [directory, overlay] = await Promise.all([
        timed('directory feed', `${url}/api/events/${eventId}/feeds/directory`, token),
        timed('directory overlay', trpc('attendees.directoryOverlay'), token),
      ]);
      const agenda = await timed('agenda', trpc('schedule.agenda'), token);
      const matches = await timed('matches', trpc('matches.list'), token);
      packMs.push(performance.now() - started);
      if (![schedule, directory, overlay, agenda, matches].every((answer) => answer.ok)) packsFailed += 1;
      if (index === 0 && schedule.encoding === 'br' && directory.encoding === 'br') {
        // One pack is read back in full: the bytes are the contract's, not just any 200.
        const sessions = scheduleSchema.parse(JSON.parse(brotliDecompressSync(schedule.body).toString('utf8'))).sessions.length;
        const people = directorySchema.parse(JSON.parse(brotliDecompressSync(directory.body).toString('utf8'))).people.length;
        checked = `first pack read back: ${sessions} sessions, ${people} people (brotli)`;
      }
    };

    // The server has been up before the doors open: one pack (an organizer's look, not counted)
    // builds the event-wide answers, as any earlier visit would have.
    const warmUp = { samples: samples.length };
    await pack(prepared.tokens[prepared.tokens.length - 1]!, -1);
    samples.length = warmUp.samples;
    packMs.length = 0;
    packsFailed = 0;
    const idleRssMb = await rssMb(child.pid, 'VmRSS');
    const loadAtStart = os.loadavg()[0]!;
    const packs = Math.min(prepared.tokens.length, Number(process.env.BENCH_DOORS_PACKS ?? prepared.tokens.length));
    const times = arrivals(packs, windowSeconds * 1000);
    const competitor = busy ? startBusyCore() : null;
    const started = performance.now();
    doorsOpenedAt = started;
    const running: Array<Promise<void>> = [];
    for (const [index, at] of times.entries()) {
      const wait = at - (performance.now() - started);
      if (wait > 0) await sleep(wait);
      running.push(pack(prepared.tokens[index]!, index));
    }
    await Promise.all(running);
    const elapsedSeconds = (performance.now() - started) / 1000;
    const busyCore = competitor ? await competitor.stop() : null;
    const loadAverage: [number, number, number] = [loadBeforeSetUp, loadAtStart, os.loadavg()[0]!];
    return { database: prepared.database, windowSeconds, packs: times.length, packsFailed, samples, packMs, peakRssMb: await rssMb(child.pid), idleRssMb, loadAverage, busyCore, elapsedSeconds, checked };
  } finally {
    agent.destroy();
    await stopServer(child);
    await prepared.dispose();
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
};
const verdict = (ok: boolean) => (ok ? 'within target' : 'MISSES TARGET');

export function printDoorsOpen(figures: DoorsOpenFigures, log: (line: string) => void = console.log): void {
  const scale = (issueWindowSeconds / figures.windowSeconds) * (figures.packs / attendees);
  log(`  database: ${figures.database}`);
  log(
    `  ${figures.packs} packs over a ${figures.windowSeconds} s window${scale === 1 && figures.packs === attendees ? ' (the issue’s 5,000 in 5 minutes)' : ` (arrivals ${scale.toFixed(2)}× as dense as the issue’s 5,000 in 5 minutes${figures.packs < attendees ? `; only ${figures.packs} of the ${attendees.toLocaleString('en')} packs` : ''})`}; ${Math.round(burstShare * 100)}% of arrivals in ${bursts} bursts of ${(burstLengthShare * figures.windowSeconds).toFixed(1)} s (${burstPeakFactor.toFixed(1)}× the average rate); all done after ${figures.elapsedSeconds.toFixed(1)} s`,
  );
  const kinds = [...new Set(figures.samples.map((sample) => sample.kind))];
  for (const kind of kinds) {
    const of = figures.samples.filter((sample) => sample.kind === kind);
    const ms = of.map((sample) => sample.ms);
    log(`      ${kind.padEnd(18)} ${String(of.length).padStart(5)} requests   p50 ${percentile(ms, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(ms, 95).toFixed(1).padStart(7)} ms   p99 ${percentile(ms, 99).toFixed(1).padStart(7)} ms   ${of.filter((sample) => !sample.ok).length} errors`);
  }
  const all = figures.samples.map((sample) => sample.ms);
  const errors = figures.samples.filter((sample) => !sample.ok).length;
  log(`      whole pack (5 requests)  p50 ${percentile(figures.packMs, 50).toFixed(0)} ms   p95 ${percentile(figures.packMs, 95).toFixed(0)} ms   p99 ${percentile(figures.packMs, 99).toFixed(0)} ms   ${figures.packsFailed} packs with an error`);
  log(`      every request            p50 ${percentile(all, 50).toFixed(0)} ms   p95 ${percentile(all, 95).toFixed(0)} ms   p99 ${percentile(all, 99).toFixed(0)} ms`);
  log(`      warmed up with one uncounted pack first; machine load average ${figures.loadAverage[0].toFixed(1)} before the set-up, ${figures.loadAverage[1].toFixed(1)} when the doors opened, ${figures.loadAverage[2].toFixed(1)} at the end (${os.cpus().length} cores)`);
  if (figures.busyCore) log(`      ${busyCoreLine(figures.busyCore)}`);
  log(`      ${figures.checked}`);
  // Where the tail sits: a slow start, a burst, or all along.
  const minutes = Math.ceil(figures.windowSeconds / 60);
  const byMinute = Array.from({ length: minutes }, (_, minute) => figures.samples.filter((sample) => Math.min(minutes - 1, Math.floor(sample.at / 60_000)) === minute).map((sample) => sample.ms));
  log(`      p99 by minute of the window: ${byMinute.map((ms) => `${percentile(ms, 99).toFixed(0)} ms`).join(', ')}`);
  const allTarget = figures.busyCore ? busyP99TargetMs : p99TargetMs;
  log(`  → p99 of every request ${percentile(all, 99).toFixed(0)} ms (target ≤ ${allTarget} ms${figures.busyCore ? ' on the busy machine' : ''}): ${verdict(percentile(all, 99) <= allTarget)}`);
  if (figures.busyCore) {
    const feeds = figures.samples.filter((sample) => sharedFeeds.has(sample.kind)).map((sample) => sample.ms);
    log(`  → p99 of the shared feeds ${percentile(feeds, 99).toFixed(0)} ms (target ≤ ${busyFeedP99TargetMs} ms on the busy machine): ${verdict(percentile(feeds, 99) <= busyFeedP99TargetMs)}`);
  }
  log(`  → p99 of a whole pack ${percentile(figures.packMs, 99).toFixed(0)} ms (target ≤ ${packP99TargetMs} ms): ${verdict(percentile(figures.packMs, 99) <= packP99TargetMs)}`);
  const byStatus = new Map<number, number>();
  for (const sample of figures.samples) if (!sample.ok) byStatus.set(sample.status, (byStatus.get(sample.status) ?? 0) + 1);
  const statuses = [...byStatus].map(([status, count]) => `${count} × ${status === 0 ? 'no answer' : status}`).join(', ');
  log(`  → errors: ${errors}${statuses ? ` (${statuses})` : ''} (target: none): ${verdict(errors === 0)}`);
  if (figures.peakRssMb === null) log('  → server peak RSS: not available on this system');
  else log(`  → server process peak RSS ${figures.peakRssMb.toFixed(0)} MB (target ≤ ${rssTargetMb} MB; ${figures.idleRssMb?.toFixed(0) ?? '?'} MB before the doors opened, target ≤ ${idleRssTargetMb} MB): ${verdict(figures.peakRssMb <= rssTargetMb && (figures.idleRssMb ?? 0) <= idleRssTargetMb)}`);
  log(`  → ${resultVerdict(figures.loadAverage[0])}`);
}

// `node --import tsx tests/bench/doors-open.ts` runs this section alone.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  printDoorsOpen(await benchDoorsOpen());
}
