// Bursty writes (issue 33, the event's busiest minutes): N attendees (default 2,000;
// BENCH_BURSTY_PEOPLE) upvote questions within 2 s, then the same N scan an activity card within
// 2 s, each one request over real HTTP (the outbox's ops questions.vote and activities.scan);
// then door check-ins from several door devices: one scan per request with every door sending
// at once (the most requests a set of doors can have in flight), and every door back online with
// a full queue (batches of 200). Figures: answer latency from when each write was due (p50, p95,
// p99, max), errors, what the database counted (and that a replay of some counts nothing), the
// server's CPU, and the load average; last the same upvotes and scans all at once straight at the
// services in the server process (no HTTP, sign-in or access checks): the database's part alone. The server runs alone in a child process
// (bursty-writes-server.ts) on PGlite, or on PostgreSQL with DATABASE_URL. Asserts nothing.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import { benchDatabaseLabel, loadLine, runBenchAlone } from './bench-start.ts';
import type { BurstySeed } from './bursty-writes-server.ts';
import { forkBenchChild } from './bench-child.ts';
import { percentile } from './sse-streams.ts';

const windowMs = 2_000;
// Sockets this client keeps busy at once; latencies count from when each write was due, so a slow
// server cannot hide in this client's queue.
const inFlight = 128;
const questionCount = 20;
const activityCount = 10;
const doorCount = 8;
const warmUp = 50;
const replays = 100;

interface Sent {
  dueAt: number;
  answeredAt: number;
  ok: boolean;
}

export interface BurstRun {
  label: string;
  requests: number;
  writes: number;
  sentInMs: number;
  errors: number;
  latency: { p50: number; p95: number; p99: number; max: number };
  /** Server CPU seconds per second of the run (cores). */
  serverCpu: number;
  counted: string;
}

export interface BurstyWritesFigures {
  database: string;
  load: string;
  people: number;
  runs: BurstRun[];
  /** The same number of upvotes, then of scans, all at once straight at the services in the server process: the database's part alone. */
  service: { upvotesMs: number; scansMs: number };
}

function forkServer() {
  // BENCH_BURSTY_CPU_PROFILE=<folder>: the server process writes a V8 CPU profile there when it exits.
  return forkBenchChild(path.join(import.meta.dirname, 'bursty-writes-server.ts'), { profileVariable: 'BENCH_BURSTY_CPU_PROFILE' });
}

type Server = ReturnType<typeof forkServer>;

async function post(url: string, procedure: string, token: string, body: unknown): Promise<boolean> {
  const response = await fetch(`${url}/api/trpc/${procedure}`, { method: 'POST', headers: { 'content-type': 'application/json', [accountTokenHeaderName]: token }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { result?: { data: { results?: Array<{ outcome: string }> } } };
  // A batch answer counts as an error when a scan in it was refused (none should be here).
  return response.ok && !(answer.result?.data.results ?? []).some((result) => result.outcome === 'rejected');
}

/** Request i due at start + i·spacing, at most `concurrency` in flight. */
async function fire(count: number, spreadMs: number, concurrency: number, send: (index: number) => Promise<boolean>): Promise<{ sent: Sent[]; ms: number }> {
  const sent: Sent[] = new Array(count);
  const spacing = spreadMs / count;
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const index = next++;
        const dueAt = started + index * spacing;
        const wait = dueAt - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const ok = await send(index).catch(() => false);
        sent[index] = { dueAt, answeredAt: performance.now(), ok };
      }
    }),
  );
  return { sent, ms: performance.now() - started };
}

async function measure(server: Server, label: string, writes: number, run: () => Promise<{ sent: Sent[]; ms: number }>, counted: () => Promise<string>): Promise<BurstRun> {
  const cpuAtStart = await server.cpuSeconds();
  const { sent, ms } = await run();
  const cpu = ((await server.cpuSeconds()) ?? Number.NaN) - (cpuAtStart ?? Number.NaN);
  const latencies = sent.map((write) => write.answeredAt - write.dueAt).sort((a, b) => a - b);
  return {
    label,
    requests: sent.length,
    writes,
    sentInMs: ms,
    errors: sent.filter((write) => !write.ok).length,
    latency: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), max: latencies.at(-1) ?? Number.NaN },
    serverCpu: cpu / (ms / 1000),
    counted: await counted(),
  };
}

export async function benchBurstyWrites(log: (line: string) => void = console.log): Promise<BurstyWritesFigures> {
  const people = Number(process.env.BENCH_BURSTY_PEOPLE ?? 2000);
  const loadBefore = os.loadavg();
  const server = forkServer();
  try {
    const { url, database } = await server.call<{ url: string; database: string }>('start', { env: {} });
    const seed = await server.call<BurstySeed>('seed', { members: people + warmUp, questions: questionCount, activities: activityCount, doors: doorCount });
    const { eventId, questionIds, activityCodes, doors } = seed;
    const crowd = seed.members.slice(0, people);
    const counts = () => server.call<{ voteRows: number; voteCounts: number; activityScans: number; checkIns: number }>('counted', { eventId });
    const voteBody = (index: number, key: string, voted = true) => ({ idempotencyKey: key, eventId, questionId: questionIds[index % questionIds.length], voted, votedAt: Date.now() });
    const scanBody = (index: number, key: string) => ({ scans: [{ idempotencyKey: key, eventId, code: activityCodes[index % activityCodes.length], scannedAt: Date.now() }] });

    // A server in service has run these paths before: the warm-up people vote and scan first.
    const warm = seed.members.slice(people);
    await fire(warm.length, 500, 16, (index) => post(url, 'questions.vote', warm[index]!.token, voteBody(index, randomUUID())));
    await fire(warm.length, 500, 16, (index) => post(url, 'activities.scan', warm[index]!.token, scanBody(index, randomUUID())));
    const base = await counts();
    log(`  set-up: ${database}, ${people.toLocaleString('en')} people with tokens, ${questionCount} questions, ${activityCount} activities, ${doorCount} door devices, ${warmUp} warm-up votes and scans`);

    const runs: BurstRun[] = [];
    const voteKeys = crowd.map(() => randomUUID());
    runs.push(
      await measure(
        server,
        `question upvotes: ${people.toLocaleString('en')} people within ${windowMs / 1000} s, one request each`,
        people,
        () => fire(people, windowMs, inFlight, (index) => post(url, 'questions.vote', crowd[index]!.token, voteBody(index, voteKeys[index]!))),
        async () => {
          const now = await counts();
          return `${now.voteRows - base.voteRows} vote rows, counts +${now.voteCounts - base.voteCounts}`;
        },
      ),
    );
    // The outbox retrying after lost answers: the same keys and payloads change nothing.
    const replayRun = await fire(replays, 200, 32, (index) => post(url, 'questions.vote', crowd[index]!.token, voteBody(index, voteKeys[index]!)));
    const afterReplay = await counts();
    log(`  replayed ${replays} upvotes: ${replayRun.sent.filter((write) => write.ok).length} answered, counts now +${afterReplay.voteCounts - base.voteCounts}`);

    const scanKeys = crowd.map(() => randomUUID());
    runs.push(
      await measure(
        server,
        `activity scans: ${people.toLocaleString('en')} people within ${windowMs / 1000} s, one request each`,
        people,
        () => fire(people, windowMs, inFlight, (index) => post(url, 'activities.scan', crowd[index]!.token, scanBody(index, scanKeys[index]!))),
        async () => `${(await counts()).activityScans - base.activityScans} scans stored`,
      ),
    );

    // Door devices: each sends one request at a time, as the outbox drains.
    const checkInBody = (door: number, accountIds: string[]) => ({
      scans: accountIds.map((accountId) => ({ idempotencyKey: randomUUID(), eventId, scannedAt: Date.now(), method: 'search', accountId, deviceId: `door-device-${door}`, deviceLabel: `Door ${door}` })),
    });
    const doorsSend = async (people: ReadonlyArray<{ accountId: string }>, perRequest: number, paceMs = 0) => {
      const started = performance.now();
      const sent: Sent[] = [];
      const perDoor = Math.ceil(people.length / doorCount);
      await Promise.all(
        doors.map(async (door, d) => {
          const mine = people.slice(d * perDoor, (d + 1) * perDoor).map((person) => person.accountId);
          for (let start = 0; start < mine.length; start += perRequest) {
            // At a door's pace, each door admits a person every paceMs (the doors out of step).
            if (paceMs > 0) await new Promise((resolve) => setTimeout(resolve, start === 0 ? (d * paceMs) / doorCount : paceMs));
            const dueAt = performance.now();
            const ok = await post(url, 'checkIn.record', door.token, checkInBody(d, mine.slice(start, start + perRequest))).catch(() => false);
            sent.push({ dueAt, answeredAt: performance.now(), ok });
          }
        }),
      );
      return { sent, ms: performance.now() - started };
    };
    const half = Math.floor(people / 2);
    let checkInsBefore = base.checkIns;
    const checkedIn = async () => {
      const now = (await counts()).checkIns;
      const added = now - checkInsBefore;
      checkInsBefore = now;
      return `${added} check-ins stored`;
    };
    // A door admits a person every few seconds: 8 doors, one scan each every 2 s, for 10 s.
    const paced = doorCount * 5;
    runs.push(await measure(server, `check-ins at the doors' pace: ${paced} people through ${doorCount} doors, each door one scan every 2 s`, paced, () => doorsSend(crowd.slice(0, paced), 1, 2_000), checkedIn));
    runs.push(
      await measure(server, `check-ins: ${(half - paced).toLocaleString('en')} people through ${doorCount} doors, one scan per request, every door sending its next at once`, half - paced, () => doorsSend(crowd.slice(paced, half), 1), checkedIn),
    );
    runs.push(await measure(server, `check-ins: ${(people - half).toLocaleString('en')} people, ${doorCount} doors back online at once with full queues (200 a request)`, people - half, () => doorsSend(crowd.slice(half), 200), checkedIn));
    const service = await server.call<{ upvotesMs: number; scansMs: number }>('serviceWrites', { eventId, count: people });
    return { database: `${database} (${benchDatabaseLabel()})`, load: loadLine(loadBefore), people, runs, service };
  } finally {
    await server.stop();
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

export function printBurstyWrites(figures: BurstyWritesFigures): void {
  console.log(`  ${figures.database}; ${figures.load}`);
  for (const run of figures.runs) {
    console.log(`  ${run.label}`);
    console.log(
      `    ${run.requests.toLocaleString('en')} requests (${run.writes.toLocaleString('en')} writes) in ${(run.sentInMs / 1000).toFixed(2)} s (${(run.writes / (run.sentInMs / 1000)).toFixed(0)} writes/s), ${run.errors} errors; ${run.counted}`,
    );
    console.log(`    due → answer p50 ${ms(run.latency.p50)}, p95 ${ms(run.latency.p95)}, p99 ${ms(run.latency.p99)}, max ${ms(run.latency.max)}; server CPU ${run.serverCpu.toFixed(2)} cores`);
  }
  const perWrite = (total: number) => `${ms(total)} (${(total / figures.people).toFixed(2)} ms a write)`;
  console.log(
    `  the database's part alone, in the server process: ${figures.people.toLocaleString('en')} upvotes at once straight at the service in ${perWrite(figures.service.upvotesMs)}, ` +
      `${figures.people.toLocaleString('en')} one-scan requests in ${perWrite(figures.service.scansMs)}`,
  );
}

// `node --import tsx tests/bench/bursty-writes.ts` (or BENCH_ONLY=bursty-writes in run.ts) runs it alone.
runBenchAlone(import.meta.url, benchBurstyWrites, printBurstyWrites);
