// Live fan-out: N open notification streams (default 2,000; BENCH_LIVE_STREAMS) of members of
// one event, over real HTTP, and a renderer returning a small payload. Figures: change → every
// stream received (isolated changes, each a leading edge), a burst of changes on a few keys
// (messages per stream per key per second, renders per key per second, the last state arriving),
// the server's resident memory, and the limit measured in the same run: a plain Node SSE server
// writing the same bytes to the same number of streams. Every server (Hallway and the plain one)
// runs alone in a child process (tests/bench/live-server.ts); this process holds and parses the
// streams and announces the changes over IPC. On PostgreSQL (DATABASE_URL) the streams are also
// split over two instances, each a process of its own, with the changes made on one.
import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { liveIntervalMs } from '#server/services/live/live-channel.ts';
import { notificationStreamEvents } from '#shared/contracts/notification.ts';
import { loadAverage, measurePlainSse, seqPayload, startLiveInstances, stopLiveInstances, type StartedInstance } from './live-server.ts';
import { openSseStreams, percentile, type SseEvent, type StreamingMember } from './sse-streams.ts';

const isolatedChanges = 20;
const burstKeys = 5;
const burstChanges = 200;
const burstSpacingMs = 10;

export interface FanOutRun {
  label: string;
  streams: number;
  isolated: { p50: number; p99: number };
  burst: {
    p50: number;
    p99: number;
    lastToAllMs: number;
    /** The highest rate of one key's messages on one stream, between its first and last arrival. */
    spanPerKeyPerSecond: number;
    /** The most arrivals of one key on one stream within any second (network jitter can bunch them). */
    maxPerKeyPerSecond: number;
    /** The most renders (each one message to every stream) of one key on one instance within any second. */
    maxRendersPerKeyPerSecond: number;
    messages: number;
  };
}

export interface LiveFanOutFigures {
  database: string;
  streams: number;
  /** The machine's 1-minute load average at the start and the end: the machine is shared. */
  load: { start: number; end: number };
  runs: FanOutRun[];
  plain: { p50: number; p99: number };
  /** Instance A's resident memory after the one-instance run (its own process). */
  serverRssMb: number | null;
}

/** The most timestamps (sorted) within any one-second window [t, t + 1000). */
function maxInOneSecond(times: readonly number[]): number {
  let most = 0;
  let first = 0;
  for (let last = 0; last < times.length; last += 1) {
    while (times[last]! - times[first]! >= 1000) first += 1;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

async function runFanOut(label: string, origin: StartedInstance, targets: readonly StartedInstance[], eventId: string, members: StreamingMember[]): Promise<FanOutRun> {
  const latest = new Map<string, number>();
  // Each instance renders for its own streams with the bench's renderer (the seq set before each change).
  const everyInstance = [...new Set([origin, ...targets])];
  await Promise.all(everyInstance.map((instance) => instance.process.call('useSeqRenderer')));
  // Per (stream, key): arrival times, and the highest seq seen.
  const arrivals = new Map<string, number[]>();
  const seenSeq = new Map<string, number>();
  // Per key: when each seq was announced, and how many streams have seen it (or later).
  const changedAt = new Map<string, number[]>();
  const reached = new Map<string, number[]>();
  const reachedAllAt = new Map<string, number[]>();
  // A lost LISTEN connection tells streams to refetch instead of sending what it missed: counted, to explain a stall.
  let resyncs = 0;
  const onEvent = (index: number, event: SseEvent) => {
    if (event.event === notificationStreamEvents.liveResync) resyncs += 1;
    if (event.event !== notificationStreamEvents.live) return;
    const now = performance.now();
    const { key, data } = JSON.parse(event.data) as { key: string; data: { seq: number } };
    const slot = `${index}\n${key}`;
    const times = arrivals.get(slot) ?? [];
    times.push(now);
    arrivals.set(slot, times);
    const before = seenSeq.get(slot) ?? 0;
    if (data.seq <= before) return;
    seenSeq.set(slot, data.seq);
    const counts = reached.get(key);
    const doneAt = reachedAllAt.get(key);
    if (!counts || !doneAt) return;
    for (let seq = before + 1; seq <= data.seq; seq += 1) {
      counts[seq] = (counts[seq] ?? 0) + 1;
      if (counts[seq] === members.length) doneAt[seq] = now;
    }
  };
  const perTarget = Math.ceil(members.length / targets.length);
  const groups = await Promise.all(
    targets.map((target, index) =>
      openSseStreams(
        `${target.url}/api/notifications/stream`,
        members.slice(index * perTarget, (index + 1) * perTarget).map((member) => member.token),
        { ready: notificationStreamEvents.list, onEvent: (stream, event) => onEvent(index * perTarget + stream, event) },
      ),
    ),
  );
  // The new state is in place on every instance (as a database write would be), then the change is announced on the origin.
  const announce = async (key: string) => {
    const seq = (latest.get(key) ?? 0) + 1;
    latest.set(key, seq);
    if (!changedAt.has(key)) {
      changedAt.set(key, []);
      reached.set(key, []);
      reachedAllAt.set(key, []);
    }
    await Promise.all(everyInstance.map((instance) => instance.process.call('setSeq', { key, seq })));
    changedAt.get(key)![seq] = performance.now();
    await origin.process.call('changed', { eventId, key });
    return seq;
  };
  const allSaw = (key: string, seq: number) =>
    Promise.all(
      groups.map((group) =>
        group.waitForAll((event) => event.event === notificationStreamEvents.live && event.data.includes(`"key":"${key}"`) && (JSON.parse(event.data) as { data: { seq: number } }).data.seq >= seq),
      ),
    );
  try {
    const isolated: number[] = [];
    for (let round = 0; round < isolatedChanges; round += 1) {
      const key = `isolated-${round}`;
      const seen = allSaw(key, 1);
      // Handled at the await below, even when announcing itself is what takes too long.
      seen.catch(() => {});
      const started = performance.now();
      await announce(key);
      const announcedMs = performance.now() - started;
      await seen.catch((error: unknown) => {
        throw new Error(
          `Isolated change ${round + 1}: ${error instanceof Error ? error.message : String(error)}; announcing it (IPC to the server processes) took ${announcedMs.toFixed(0)} ms; live.resync events received so far: ${resyncs}`,
        );
      });
      isolated.push(performance.now() - started);
    }

    const keys = Array.from({ length: burstKeys }, (_unused, index) => `burst-${index}`);
    const finalSeen = Promise.all(keys.map((key) => allSaw(key, burstChanges / burstKeys)));
    for (let change = 0; change < burstChanges; change += 1) {
      await announce(keys[change % burstKeys]!);
      await sleep(burstSpacingMs);
    }
    const lastChange = performance.now();
    await finalSeen;
    const lastToAllMs = performance.now() - lastChange;
    // Trailing renders of the burst may still be on their way to streams that already had the last state.
    await sleep(liveIntervalMs * 2);

    const latencies: number[] = [];
    for (const key of keys) {
      const announced = changedAt.get(key)!;
      const done = reachedAllAt.get(key)!;
      for (let seq = 1; seq < announced.length; seq += 1) if (done[seq] !== undefined) latencies.push(done[seq]! - announced[seq]!);
    }
    let maxPerKeyPerSecond = 0;
    let messages = 0;
    let spanPerKeyPerSecond = 0;
    for (const [slot, times] of arrivals) {
      if (!slot.includes('\nburst-')) continue;
      messages += times.length;
      maxPerKeyPerSecond = Math.max(maxPerKeyPerSecond, maxInOneSecond(times));
      if (times.length > 1) spanPerKeyPerSecond = Math.max(spanPerKeyPerSecond, (times.length - 1) / ((times.at(-1)! - times[0]!) / 1000));
    }
    let maxRendersPerKeyPerSecond = 0;
    for (const instance of everyInstance) {
      const renders = await instance.process.call<Record<string, number[]>>('renderTimes');
      for (const [key, times] of Object.entries(renders)) {
        if (key.startsWith('burst-')) maxRendersPerKeyPerSecond = Math.max(maxRendersPerKeyPerSecond, maxInOneSecond(sorted(times)));
      }
    }
    const iso = sorted(isolated);
    const lat = sorted(latencies);
    return {
      label,
      streams: members.length,
      isolated: { p50: percentile(iso, 50), p99: percentile(iso, 99) },
      burst: { p50: percentile(lat, 50), p99: percentile(lat, 99), lastToAllMs, spanPerKeyPerSecond, maxPerKeyPerSecond, maxRendersPerKeyPerSecond, messages },
    };
  } finally {
    for (const group of groups) group.close();
    // Let the servers see the closed streams before the next run opens new ones.
    await sleep(500);
  }
}

export async function benchLiveFanOut(log: (line: string) => void = console.log): Promise<LiveFanOutFigures> {
  const streams = Number(process.env.BENCH_LIVE_STREAMS ?? 2000);
  const env = { NOTIFICATION_STREAMS_PER_IP: String(streams + 100) };
  const loadAtStart = loadAverage();
  const started = performance.now();
  const { database, instances } = await startLiveInstances(env, Boolean(process.env.DATABASE_URL));
  try {
    const [a] = instances as [StartedInstance, ...StartedInstance[]];
    const { eventId, members } = await a.process.call<{ eventId: string; members: StreamingMember[] }>('seedMembers', { eventName: 'Live fan-out', count: streams, enableFeedback: false });
    log(`  set-up: ${instances.length} server process(es) on ${database}, ${streams.toLocaleString('en')} members with tokens in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const runs = [await runFanOut('one instance', a, [a], eventId, members)];
    const serverRssMb = await a.process.rssMb();
    if (instances.length > 1) runs.push(await runFanOut('two instances (changes on A, half the streams on each)', a, instances, eventId, members));
    const envelope = (seq: number) => JSON.stringify({ eventId, topic: 'polls', key: 'isolated-0', data: seqPayload(seq) });
    const plain = await measurePlainSse(streams, envelope, isolatedChanges);
    return { database, streams, load: { start: loadAtStart, end: loadAverage() }, runs, plain, serverRssMb };
  } finally {
    await stopLiveInstances(instances);
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

export function printLiveFanOut(figures: LiveFanOutFigures): void {
  console.log(`  ${figures.database}; load average (1 min, ${availableParallelism()} cores) ${figures.load.start.toFixed(1)} at the start, ${figures.load.end.toFixed(1)} at the end`);
  for (const run of figures.runs) {
    console.log(`  ${run.label}, ${figures.database}, ${run.streams.toLocaleString('en')} streams`);
    console.log(`    one change → all streams received (${isolatedChanges} isolated changes): p50 ${ms(run.isolated.p50)}, p99 ${ms(run.isolated.p99)}`);
    console.log(
      `    burst (${burstChanges} changes on ${burstKeys} keys, one per ${burstSpacingMs} ms): change → all received p50 ${ms(run.burst.p50)}, p99 ${ms(run.burst.p99)}; ` +
        `last change → all had it ${ms(run.burst.lastToAllMs)}`,
    );
    console.log(
      `    sends per key per instance in any second: at most ${run.burst.maxRendersPerKeyPerSecond} (limit 2); messages per stream per key: ` +
        `at most ${run.burst.spanPerKeyPerSecond.toFixed(2)} per second from first to last, at most ${run.burst.maxPerKeyPerSecond} arrivals in any second (jitter); ` +
        `${run.burst.messages.toLocaleString('en')} messages received for ${burstChanges} changes`,
    );
  }
  console.log(`  limit, same run: plain node:http SSE in its own process, same bytes, ${figures.streams.toLocaleString('en')} streams: write → all received p50 ${ms(figures.plain.p50)}, p99 ${ms(figures.plain.p99)}`);
  console.log(`  server resident memory (instance A, its own process, after the one-instance run): ${figures.serverRssMb === null ? 'unknown' : `${figures.serverRssMb.toFixed(0)} MB`}`);
}

// `node --import tsx tests/bench/live-fan-out.ts` (or BENCH_ONLY=live in run.ts) runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  benchLiveFanOut().then(
    (figures) => {
      printLiveFanOut(figures);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
