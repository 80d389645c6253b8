// The offline-scan chaos run: 10,000 check-in and connection scans taken on three simulated
// devices (two doors, one attendee) running the app's real outbox in this process, replayed over
// real HTTP to the real server in a child process on PostgreSQL, while a proxy between them cuts
// the network at random and the server is killed (SIGKILL) mid-request and restarted. Then the
// database is read directly: no scan may be lost and none counted twice.
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApiClient, tokenFromSetCookie } from '../../server/helpers/trpc-http.ts';
import { createChaosDatabase, defaultAdminUrl, type ChaosDatabase, type ChaosMember } from './chaos-database.ts';
import { startCuttableProxy, type CuttableProxy, type ProxyMode } from './cuttable-proxy.ts';
import { createScanDevice, takeCheckIn, takeConnectionScan, type ScanDevice } from './scan-device.ts';
import type { Sabotage } from './sabotage.ts';
import { planScans } from './scan-plan.ts';
import { createServerProcess, type ServerProcess } from './server-process.ts';
import { verifyScans, type ScanVerdict } from './verify-scans.ts';

const sizes = { members: 4_000, perDoor: 3_500, connections: 3_000 };

/**
 * Minutes of a real event squeezed into about one: every device is offline for its first
 * `offlineMs`, takes its scans evenly over `takeForMs` in bursts, and the network is cut until
 * `chaosUntilMs` (and at least `minCuts` times); the server is killed at each of `killsAtMs`.
 */
const timing = {
  offlineMs: 12_000,
  takeForMs: 45_000,
  burstMs: 1_000,
  chaosUntilMs: 55_000,
  /** Cuts go on past chaosUntilMs until there were this many (a loaded machine is slow to get there), or everything is in. */
  minCuts: 8,
  /** The first kill lands while a request is being handled, the second right after the server answered one whose answer is then lost. */
  killsAtMs: [18_000, 38_000],
  killDelayMs: [0, 150],
  /** Calm between cuts, and how long a cut lasts. */
  calmMs: [1_000, 3_000],
  cutMs: [500, 2_500],
  /** How long a killed server stays down before it is started again (its start-up comes on top). */
  deadMs: [300, 1_000],
  // Generous: on a loaded machine a restart alone can take 15 s and the last batches queue up.
  timeoutMs: 360_000,
  progressEveryMs: 5_000,
  backoffScale: 0.1,
};

export interface ChaosFigures extends ScanVerdict {
  sabotage: Sabotage | null;
  database: string;
  databaseName: string;
  elapsedMs: number;
  setupMs: number;
  offlineMs: number;
  cuts: { down: number; answersLost: number };
  restarts: number;
  /** Entries still on a device at the end (pending or refused for good). */
  leftOnDevices: number;
  /** Scans the device never heard an answer for. */
  unanswered: number;
  /** Scans put on the wire more than once, and sends in all. */
  resent: number;
  sends: number;
  /** Answers the server sent (after applying the batch) that the proxy dropped. */
  answersDropped: number;
  kills: { midRequest: number; afterAnswer: number };
  requests: { made: number; failed: number; answeredMs: Record<string, { count: number; median: number; p95: number }>; statuses: Record<string, number> };
  /** Where the server's log was kept (a failed run only). */
  serverLog: string | null;
  timedOut: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = ([low, high]: number[]) => (low as number) + Math.random() * ((high as number) - (low as number));

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

async function signIn(baseUrl: string, member: ChaosMember, password: string): Promise<string> {
  const response = await createApiClient(baseUrl).mutate('account.signIn', { email: member.email, password });
  const token = tokenFromSetCookie(response.headers);
  if (!token) throw new Error(`${member.email} could not sign in: ${JSON.stringify(response.error)}`);
  return token;
}

interface Plan {
  device: ScanDevice;
  take: Array<() => Promise<void>>;
}

/** Takes the device's scans evenly over the taking window, a burst at a time. */
async function takeScans(plan: Plan, elapsed: () => number): Promise<void> {
  let done = 0;
  while (done < plan.take.length) {
    const due = Math.min(plan.take.length, Math.ceil((plan.take.length * elapsed()) / timing.takeForMs));
    while (done < due) {
      await plan.take[done]!();
      done += 1;
    }
    await sleep(timing.burstMs);
  }
}

/** Cuts the network now and then; kills the server mid-request at the planned moments. */
async function makeChaos(
  proxy: CuttableProxy,
  server: ServerProcess,
  elapsed: () => number,
  figures: Pick<ChaosFigures, 'cuts' | 'restarts' | 'kills'>,
  allIn: () => boolean,
): Promise<void> {
  await sleep(Math.max(0, timing.offlineMs - elapsed()));
  proxy.setMode('up');
  const kills = [...timing.killsAtMs];
  const cuts = () => figures.cuts.down + figures.cuts.answersLost;
  while (kills.length > 0 || ((elapsed() < timing.chaosUntilMs || cuts() < timing.minCuts) && !allIn())) {
    if (kills.length > 0 && (elapsed() >= kills[0]! || allIn())) {
      kills.shift();
      const afterAnswer = kills.length === 0;
      if (afterAnswer) proxy.setMode('answers-lost');
      await new Promise<void>((resolve) => {
        const timeout = setTimeout(done, 10_000);
        // Mid-request: just after a device's request reached the server, before, during or after
        // its transaction. After an answer: the batch is applied, its answer never arrives.
        const stop = afterAnswer ? proxy.onAnswerDropped(done) : proxy.onForward(() => setTimeout(done, between(timing.killDelayMs)));
        function done() {
          clearTimeout(timeout);
          stop();
          resolve();
        }
      });
      await server.kill();
      proxy.setMode('up');
      if (afterAnswer) figures.kills.afterAnswer += 1;
      else figures.kills.midRequest += 1;
      await sleep(between(timing.deadMs));
      await server.start();
      figures.restarts += 1;
      continue;
    }
    await sleep(between(timing.calmMs));
    const mode: ProxyMode = Math.random() < 0.5 ? 'down' : 'answers-lost';
    proxy.setMode(mode);
    if (mode === 'down') figures.cuts.down += 1;
    else figures.cuts.answersLost += 1;
    await sleep(between(timing.cutMs));
    proxy.setMode('up');
  }
}

function summarizeRequests(devices: ScanDevice[]): ChaosFigures['requests'] {
  const answeredMs: Record<string, number[]> = {};
  const statuses: Record<string, number> = {};
  for (const device of devices) {
    for (const [op, times] of Object.entries(device.requests.answeredMs)) (answeredMs[op] ??= []).push(...times);
    for (const [status, count] of Object.entries(device.requests.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
  }
  const at = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  return {
    made: devices.reduce((sum, device) => sum + device.requests.made, 0),
    failed: devices.reduce((sum, device) => sum + device.requests.failed, 0),
    answeredMs: Object.fromEntries(
      Object.entries(answeredMs).map(([op, times]) => {
        const sorted = [...times].sort((a, b) => a - b);
        return [op, { count: sorted.length, median: at(sorted, 0.5), p95: at(sorted, 0.95) }];
      }),
    ),
    statuses,
  };
}

async function storedOn(devices: ScanDevice[]): Promise<{ pending: number; failed: number }> {
  const counts = await Promise.all(devices.map((device) => device.stored()));
  return counts.reduce((sum, count) => ({ pending: sum.pending + count.pending, failed: sum.failed + count.failed }), { pending: 0, failed: 0 });
}

export async function runChaos(log: (line: string) => void = console.log, sabotage: Sabotage | null = null): Promise<ChaosFigures> {
  const adminUrl = process.env.DATABASE_URL ?? defaultAdminUrl;
  const setupStarted = Date.now();
  const database: ChaosDatabase = await createChaosDatabase(adminUrl, { members: sizes.members });
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'hallway-chaos-'));
  let proxy: CuttableProxy | null = null;
  let server: ServerProcess | null = null;
  const devices: ScanDevice[] = [];
  let keepWorkDir = true;
  try {
    const port = await freePort();
    proxy = await startCuttableProxy(port);
    const baseUrl = `http://127.0.0.1:${proxy.port}`;
    const rateLimitsOff = Object.fromEntries(
      ['SIGN_IN_PER_EMAIL', 'SIGN_IN_PER_IP', 'REGISTER_PER_IP', 'FORGOT_PER_EMAIL', 'FORGOT_PER_IP', 'JOIN_CODE_PER_ACCOUNT', 'CONNECTION_SCAN_PER_ACCOUNT', 'CALENDAR_FEED_PER_IP'].map(
        (name) => [`RATE_LIMIT_${name}`, '0'],
      ),
    );
    server = createServerProcess({
      port,
      logFile: path.join(workDir, 'server.log'),
      env: { NODE_ENV: 'production', DEMO: '0', LOG_LEVEL: 'warn', DATABASE_URL: database.url, HALLWAY_DATA_DIR: workDir, PUBLIC_URL: baseUrl, ...rateLimitsOff },
    });
    await server.start();

    const [gateA, gateB] = database.staff as [ChaosMember, ChaosMember];
    const staffIds = new Set(database.staff.map((member) => member.accountId));
    const attendee = database.members.find((member) => !staffIds.has(member.accountId));
    if (!attendee) throw new Error('No attendee to scan connections');
    const scans = planScans(database.members, attendee, { perDoor: sizes.perDoor, connections: sizes.connections });
    const device = async (name: string, member: ChaosMember) =>
      createScanDevice({ name, baseUrl, accountId: member.accountId, token: await signIn(baseUrl, member, database.password), backoffScale: timing.backoffScale, sabotage });
    const doorA = await device('gate-a', gateA);
    const doorB = await device('gate-b', gateB);
    const phone = await device('attendee', attendee);
    devices.push(doorA, doorB, phone);
    const door = (scanner: ScanDevice, deviceId: string, label: string, people: ChaosMember[]): Plan => ({
      device: scanner,
      take: people.map((person) => () => takeCheckIn(scanner, { eventId: database.eventId, code: person.code, accountId: person.accountId, deviceId, deviceLabel: label })),
    });
    const plans: Plan[] = [
      door(doorA, 'chaos-gate-a-0001', 'Gate A', scans.doorA),
      door(doorB, 'chaos-gate-b-0002', 'Gate B', scans.doorB),
      { device: phone, take: scans.connections.map((person) => () => takeConnectionScan(phone, { eventId: database.eventId, code: person.code, accountId: person.accountId })) },
    ];
    const total = plans.reduce((sum, plan) => sum + plan.take.length, 0);
    const setupMs = Date.now() - setupStarted;
    log(`  set-up: ${database.members.length} members seeded on ${database.version}, server started, 3 devices signed in in ${(setupMs / 1000).toFixed(1)} s`);

    const figures: Pick<ChaosFigures, 'cuts' | 'restarts' | 'kills'> = { cuts: { down: 0, answersLost: 0 }, restarts: 0, kills: { midRequest: 0, afterAnswer: 0 } };
    // Offline from the first scan: the queues fill before anything gets through.
    proxy.setMode('down');
    const started = Date.now();
    const elapsed = () => Date.now() - started;
    let failure: unknown = null;
    const fail = (error: unknown) => {
      failure ??= error;
    };
    const taking = Promise.all(plans.map((plan) => takeScans(plan, elapsed))).catch(fail);
    let allIn = false;
    let chaosOver = false;
    const chaos = makeChaos(proxy, server, elapsed, figures, () => allIn)
      .catch(fail)
      .finally(() => {
        chaosOver = true;
      });

    let lastProgress = 0;
    let timedOut = false;
    for (;;) {
      await sleep(500);
      if (failure) throw failure;
      const crash = server.crashed();
      if (crash) throw new Error(crash);
      const taken = devices.reduce((sum, each) => sum + each.taken.length, 0);
      const stored = await storedOn(devices);
      allIn = taken === total && stored.pending === 0;
      if (elapsed() - lastProgress >= timing.progressEveryMs) {
        lastProgress = elapsed();
        const heard = devices.reduce((sum, each) => sum + each.answers.size, 0);
        log(
          `  ${(elapsed() / 1000).toFixed(0).padStart(4)} s  taken ${taken}/${total}  waiting on devices ${stored.pending}  answered ${heard}  ` +
            `network ${proxy.mode()}  server ${server.state()}  cuts ${figures.cuts.down + figures.cuts.answersLost}  restarts ${figures.restarts}`,
        );
      }
      if (chaosOver && allIn) break;
      if (elapsed() > timing.timeoutMs) {
        timedOut = true;
        break;
      }
    }
    await Promise.all([taking, chaos]);
    if (failure) throw failure;
    await Promise.all(devices.map((each) => each.outbox.settled()));
    const elapsedMs = elapsed();
    const left = await storedOn(devices);

    const deviceAccounts = new Map(devices.map((each) => [each.name, each.accountId]));
    const verdict = await verifyScans(database.database.db, { eventId: database.eventId, taken: devices.flatMap((each) => each.taken), deviceAccounts });
    const heard = devices.flatMap((each) => each.taken.map((scan) => each.answers.get(scan.key)?.length ?? 0));
    const sendCounts = devices.flatMap((each) => [...each.sends.values()]);
    const figuresOut: ChaosFigures = {
      ...verdict,
      sabotage,
      database: database.version,
      databaseName: database.name,
      elapsedMs,
      setupMs,
      offlineMs: timing.offlineMs,
      ...figures,
      leftOnDevices: left.pending + left.failed,
      unanswered: heard.filter((times) => times === 0).length,
      resent: sendCounts.filter((times) => times > 1).length,
      sends: sendCounts.reduce((sum, times) => sum + times, 0),
      answersDropped: proxy.answersDropped(),
      requests: summarizeRequests(devices),
      serverLog: null,
      timedOut,
    };
    keepWorkDir = !chaosPassed(figuresOut);
    if (keepWorkDir) figuresOut.serverLog = path.join(workDir, 'server.log');
    return figuresOut;
  } finally {
    for (const each of devices) each.stop();
    await proxy?.close();
    await server?.stop();
    await database.drop();
    // A failed run keeps the server's log (its path is printed); a thrown error names the folder.
    if (keepWorkDir) console.error(`  chaos work folder kept: ${workDir}`);
    else await rm(workDir, { recursive: true, force: true });
  }
}

/** No scan lost, refused or counted twice, and every device emptied its outbox. */
export function chaosPassed(figures: ChaosFigures): boolean {
  return figures.lost === 0 && figures.countedTwice === 0 && figures.rejected === 0 && figures.leftOnDevices === 0 && !figures.timedOut;
}

export function printChaos(figures: ChaosFigures, log: (line: string) => void = console.log): void {
  if (figures.sabotage) log(`  SABOTAGED devices (${figures.sabotage}): this run must fail`);
  const n = (value: number) => value.toLocaleString('en-US').padStart(7);
  log(`  scans taken        ${n(figures.taken)}  (${figures.checkInsTaken} check-ins at 2 doors, ${figures.connectionScansTaken} connection scans by 1 attendee)`);
  log(`  accepted           ${n(figures.accepted)}  (${figures.checkedIn} people checked in of ${figures.peopleScanned} scanned, ${figures.accepted - figures.checkedIn} connections made)`);
  log(`  duplicates         ${n(figures.duplicates)}  (later scans of people already in, kept as records; people met before)`);
  log(`  rejected           ${n(figures.rejected)}  (must be 0: every code scanned is valid)`);
  log(`  lost               ${n(figures.lost)}  (must be 0)`);
  log(`  counted twice      ${n(figures.countedTwice)}  (must be 0)`);
  log(`  resent             ${n(figures.resent)}  (scans put on the wire more than once; ${figures.sends} sends in all)`);
  log(`  answers lost       ${n(figures.answersDropped)}  (the server applied the batch, its answer never reached the device)`);
  log(`  left on devices    ${n(figures.leftOnDevices)}  (never answered: ${figures.unanswered})`);
  log(`  elapsed            ${(figures.elapsedMs / 1000).toFixed(1).padStart(7)} s (set-up ${(figures.setupMs / 1000).toFixed(1)} s before it)${figures.timedOut ? '  TIMED OUT' : ''}`);
  log(`  database           ${figures.database} (throwaway ${figures.databaseName}, dropped)`);
  log(
    `  network cuts       ${n(figures.cuts.down + figures.cuts.answersLost)}  (${figures.cuts.down} down, ${figures.cuts.answersLost} with answers lost; ` +
      `all devices offline for the first ${figures.offlineMs / 1000} s)`,
  );
  log(
    `  server restarts    ${n(figures.restarts)}  (SIGKILL ${figures.kills.midRequest}× mid-request, ${figures.kills.afterAnswer}× right after an answer it sent was lost; ` +
      'started again on the same database and port)',
  );
  const timings = Object.entries(figures.requests.answeredMs).map(([op, time]) => `${op} ${time.count}× median ${time.median.toFixed(0)} ms, p95 ${time.p95.toFixed(0)} ms`);
  const statuses = Object.entries(figures.requests.statuses).map(([status, count]) => `${count}× ${status}`);
  log(`  HTTP requests      ${n(figures.requests.made)}  (${figures.requests.failed} got no answer; answers ${statuses.join(', ')}; ${timings.join('; ')})`);
  if (figures.serverLog) log(`  server log kept at ${figures.serverLog}`);
  for (const problem of figures.problems) log(`  problem: ${problem}`);
  log(`Result: ${chaosPassed(figures) ? 'no scan lost, none counted twice' : 'FAILED: scans lost, refused, counted twice or left on a device'}`);
}
