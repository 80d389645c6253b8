// Poll votes: N members (default 2,000; BENCH_POLL_VOTERS) hold the notification stream open and
// all vote on one poll within 10 s through polls.vote (the outbox's op), over real HTTP. Figures:
// every vote accepted and counted exactly once (and a replay of some counts nothing), vote → every
// screen shows it (p50/p99), live updates per second per stream, the server's resident memory,
// and two limits measured in the same run: the same votes on a second poll with no stream open,
// and a plain node:http SSE server writing a message of the same size to as many streams. The
// server runs alone in a child process (tests/bench/live-server.ts); this process only sends the
// votes and parses the streams. On PostgreSQL (DATABASE_URL) it runs again with the streams and
// the votes split over two instances, each a process of its own.
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { notificationStreamEvents } from '#shared/contracts/notification.ts';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import { loadAverage, measurePlainSse, startLiveInstances, stopLiveInstances, type StartedInstance } from './live-server.ts';
import { openSseStreams, percentile, type SseEvent, type StreamingMember } from './sse-streams.ts';

// Inside the 10 s of the target, with room for the last answers.
const windowMs = 8_000;
// Sockets this client keeps busy at once. Latencies count from when each vote was due (the person
// pressed), not from when a socket came free, so a slow server cannot hide in this client's queue.
const inFlight = 64;
const replays = 100;
const warmUpVotes = 50;

interface VoteRun {
  label: string;
  voters: number;
  sentInMs: number;
  accepted: number;
  counted: { rows: number; votes: number; afterReplay: number };
  /** Vote due → every stream has seen counts that include it. */
  toEveryScreen: { p50: number; p99: number; max: number };
  /** Vote due → its answer (the server counted it). */
  answer: { p50: number; p99: number };
  /** How long the latest vote waited in this client for a free socket. */
  maxQueuedMs: number;
  /**
   * CPU used during the votes and until every screen showed the last, as a share of one core: the
   * server process(es), and this client (streams parsed, votes sent). A client near 100 % would
   * measure itself, not the server.
   */
  cpu: { server: number; client: number };
  /** Streams that never showed the final count (within 30 s of the last vote): every-screen figures are then NaN. */
  streamsMissingFinal: number;
  perStream: { spanPerSecond: number; maxInOneSecond: number };
}

export interface PollVoteFigures {
  database: string;
  /** The machine's 1-minute load average at the start and the end: the machine is shared. */
  load: { start: number; end: number };
  runs: VoteRun[];
  /** The same votes with no stream open: what the vote path alone costs here. */
  limit: { answer: { p50: number; p99: number }; sentInMs: number; maxQueuedMs: number };
  /** A bare node:http server writing one message of the same size to as many streams: the fan-out floor. */
  plainSse: { p50: number; p99: number };
  /** Instance A's resident memory after the one-instance run (its own process). */
  serverRssMb: number | null;
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const maxQueued = (sent: readonly SentVote[]) => Math.max(0, ...sent.map((vote) => vote.sentAt - vote.dueAt));

function maxInOneSecond(times: readonly number[]): number {
  let most = 0;
  let first = 0;
  for (let last = 0; last < times.length; last += 1) {
    while (times[last]! - times[first]! >= 1000) first += 1;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

interface BenchPoll {
  pollId: string;
  optionIds: string[];
}

const makePoll = (instance: StartedInstance, eventId: string, question: string) => instance.process.call<BenchPoll>('makePoll', { eventId, question });
const counted = (instance: StartedInstance, pollId: string) => instance.process.call<{ rows: number; votes: number }>('counted', { pollId });

interface SentVote {
  /** When the vote was due: the person pressed. */
  dueAt: number;
  sentAt: number;
  answeredAt: number;
  /** People counted when the answer was read: any state with at least this many includes this vote. */
  voters: number;
  ok: boolean;
}

/** Every member votes once, spread over the window, at most `inFlight` requests at a time; servers take turns. */
async function sendVotes(servers: readonly StartedInstance[], eventId: string, poll: BenchPoll, members: StreamingMember[], keys: string[], spreadMs = windowMs): Promise<SentVote[]> {
  const results: SentVote[] = new Array(members.length);
  const spacing = spreadMs / members.length;
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < members.length) {
        const index = next++;
        const due = started + index * spacing;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const server = servers[index % servers.length]!;
        const sentAt = performance.now();
        const response = await fetch(`${server.url}/api/trpc/polls.vote`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [accountTokenHeaderName]: members[index]!.token },
          body: JSON.stringify({
            idempotencyKey: keys[index],
            eventId,
            pollId: poll.pollId,
            optionIds: [poll.optionIds[index % poll.optionIds.length]],
            ballotSecret: `bench-ballot-secret-${index}-abcdefgh`,
            votedAt: Date.now(),
          }),
        });
        const body = (await response.json()) as { result?: { data: { results: { voters: number } | null } } };
        results[index] = { dueAt: due, sentAt, answeredAt: performance.now(), voters: body.result?.data.results?.voters ?? Number.NaN, ok: response.ok };
      }
    }),
  );
  return results;
}

async function runVotes(label: string, servers: readonly StartedInstance[], eventId: string, members: StreamingMember[]): Promise<VoteRun> {
  const poll = await makePoll(servers[0]!, eventId, `${label}?`);
  const maxSeen = new Int32Array(members.length);
  const reachedCount = new Int32Array(members.length + 2);
  const allAt = new Float64Array(members.length + 2).fill(Number.NaN);
  const arrivals: number[][] = members.map(() => []);
  const onEvent = (index: number, event: SseEvent) => {
    if (event.event !== notificationStreamEvents.live || !event.data.includes(poll.pollId)) return;
    const now = performance.now();
    arrivals[index]!.push(now);
    const voters = (JSON.parse(event.data) as { data: { results: { voters: number } | null } }).data.results?.voters ?? 0;
    for (let count = maxSeen[index]! + 1; count <= Math.min(voters, members.length); count += 1) {
      reachedCount[count]! += 1;
      if (reachedCount[count] === members.length) allAt[count] = now;
    }
    if (voters > maxSeen[index]!) maxSeen[index] = voters;
  };
  const perServer = Math.ceil(members.length / servers.length);
  const groups = await Promise.all(
    servers.map((server, group) =>
      openSseStreams(
        `${server.url}/api/notifications/stream`,
        members.slice(group * perServer, (group + 1) * perServer).map((member) => member.token),
        { ready: notificationStreamEvents.list, onEvent: (stream, event) => onEvent(group * perServer + stream, event) },
      ),
    ),
  );
  try {
    const keys = members.map(() => randomUUID());
    const serverCpu = async () => (await Promise.all(servers.map((server) => server.process.cpuSeconds()))).reduce<number>((total, seconds) => total + (seconds ?? Number.NaN), 0);
    const [serverCpuAtStart, clientCpuAtStart] = [await serverCpu(), process.cpuUsage()];
    const started = performance.now();
    const sent = await sendVotes(servers, eventId, poll, members, keys);
    const sentInMs = performance.now() - started;
    // Wait (bounded) until every stream has seen the final count.
    const deadline = performance.now() + 30_000;
    while (Number.isNaN(allAt[members.length]!) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const busySeconds = (performance.now() - started) / 1000;
    const clientCpu = process.cpuUsage(clientCpuAtStart);
    const cpu = { server: (await serverCpu()) - serverCpuAtStart, client: (clientCpu.user + clientCpu.system) / 1e6 };
    const latencies = sent.filter((vote) => vote.ok && Number.isFinite(vote.voters)).map((vote) => allAt[vote.voters]! - vote.dueAt);
    const before = await counted(servers[0]!, poll.pollId);
    // A replay of some votes (the outbox retrying after a lost answer) counts nothing.
    await sendVotes(servers, eventId, poll, members.slice(0, replays), keys.slice(0, replays));
    const after = await counted(servers[0]!, poll.pollId);
    const lat = sorted(latencies.filter(Number.isFinite));
    const answers = sorted(sent.map((vote) => vote.answeredAt - vote.dueAt));
    let spanPerSecond = 0;
    let most = 0;
    for (const times of arrivals) {
      most = Math.max(most, maxInOneSecond(times));
      if (times.length > 1) spanPerSecond = Math.max(spanPerSecond, (times.length - 1) / ((times.at(-1)! - times[0]!) / 1000));
    }
    return {
      label,
      voters: members.length,
      sentInMs,
      accepted: sent.filter((vote) => vote.ok).length,
      counted: { rows: before.rows, votes: before.votes, afterReplay: after.votes },
      toEveryScreen: { p50: percentile(lat, 50), p99: percentile(lat, 99), max: lat.at(-1) ?? Number.NaN },
      answer: { p50: percentile(answers, 50), p99: percentile(answers, 99) },
      maxQueuedMs: maxQueued(sent),
      cpu: { server: cpu.server / busySeconds, client: cpu.client / busySeconds },
      streamsMissingFinal: Array.from(maxSeen).filter((seen) => seen < members.length).length,
      perStream: { spanPerSecond, maxInOneSecond: most },
    };
  } finally {
    for (const group of groups) group.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export async function benchPollVotes(log: (line: string) => void = console.log): Promise<PollVoteFigures> {
  const voters = Number(process.env.BENCH_POLL_VOTERS ?? 2000);
  const env = { NOTIFICATION_STREAMS_PER_IP: String(voters + 100) };
  const loadAtStart = loadAverage();
  const started = performance.now();
  const { database, instances } = await startLiveInstances(env, Boolean(process.env.DATABASE_URL));
  try {
    const [a] = instances as [StartedInstance, ...StartedInstance[]];
    const { eventId, members } = await a.process.call<{ eventId: string; members: StreamingMember[] }>('seedMembers', { eventName: 'Poll votes', count: voters, enableFeedback: true });
    // A server in service has run the vote path before: 50 votes on a poll of their own first, on every instance.
    const warmUp = await makePoll(a, eventId, 'Warm-up?');
    await sendVotes(instances, eventId, warmUp, members.slice(0, warmUpVotes), members.slice(0, warmUpVotes).map(() => randomUUID()), 1000);
    log(`  set-up: ${instances.length} server process(es) on ${database}, ${voters.toLocaleString('en')} members with tokens, ${warmUpVotes} warm-up votes, in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const runs = [await runVotes('one instance', [a], eventId, members)];
    const serverRssMb = await a.process.rssMb();
    if (instances.length > 1) runs.push(await runVotes('two instances (half the streams and votes on each)', instances, eventId, members));
    const quiet = await makePoll(a, eventId, 'No streams?');
    const limitStarted = performance.now();
    const alone = await sendVotes([a], eventId, quiet, members, members.map(() => randomUUID()));
    const limitMs = performance.now() - limitStarted;
    const answers = sorted(alone.map((vote) => vote.answeredAt - vote.dueAt));
    // A poll's live message as the app sends it: counts of four options.
    const sample = (seq: number) =>
      JSON.stringify({ eventId, topic: 'polls', key: quiet.pollId, data: { seq, pollId: quiet.pollId, state: 'open', results: { voters: 1999, votes: Object.fromEntries(quiet.optionIds.map((id) => [id, 500])) } } });
    const plainSse = await measurePlainSse(voters, sample);
    return {
      database,
      load: { start: loadAtStart, end: loadAverage() },
      runs,
      limit: { answer: { p50: percentile(answers, 50), p99: percentile(answers, 99) }, sentInMs: limitMs, maxQueuedMs: maxQueued(alone) },
      plainSse,
      serverRssMb,
    };
  } finally {
    await stopLiveInstances(instances);
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

export function printPollVotes(figures: PollVoteFigures): void {
  console.log(`  ${figures.database}; load average (1 min, ${availableParallelism()} cores) ${figures.load.start.toFixed(1)} at the start, ${figures.load.end.toFixed(1)} at the end`);
  for (const run of figures.runs) {
    console.log(`  ${run.label}, ${figures.database}, ${run.voters.toLocaleString('en')} voters with open streams`);
    console.log(
      `    votes sent in ${(run.sentInMs / 1000).toFixed(1)} s; accepted ${run.accepted.toLocaleString('en')}; counted once: ${run.counted.rows.toLocaleString('en')} vote rows, ` +
        `${run.counted.votes.toLocaleString('en')} in the counts, ${run.counted.afterReplay.toLocaleString('en')} after replaying ${Math.min(replays, run.voters)}`,
    );
    console.log(`    from when each vote was due: vote → answer p50 ${ms(run.answer.p50)}, p99 ${ms(run.answer.p99)}; vote → every screen shows it p50 ${ms(run.toEveryScreen.p50)}, p99 ${ms(run.toEveryScreen.p99)} (max ${ms(run.toEveryScreen.max)}); longest wait for a socket in this client ${ms(run.maxQueuedMs)}`);
    console.log(`    CPU while voting and until every screen showed the last vote, in cores: server ${run.cpu.server.toFixed(2)}, this client (streams parsed, votes sent) ${run.cpu.client.toFixed(2)}`);
    if (run.streamsMissingFinal > 0) console.log(`    ${run.streamsMissingFinal.toLocaleString('en')} streams never showed the final count within 30 s of the last vote`);
    console.log(`    live updates per stream: ${run.perStream.spanPerSecond.toFixed(2)} per second from first to last, at most ${run.perStream.maxInOneSecond} arrivals in any second (limit 2 sent; arrivals bunch when this client or the server is starved)`);
  }
  console.log(`  limit, same run: the same votes with no stream open: sent in ${(figures.limit.sentInMs / 1000).toFixed(1)} s, vote → answer p50 ${ms(figures.limit.answer.p50)}, p99 ${ms(figures.limit.answer.p99)} (longest wait for a socket ${ms(figures.limit.maxQueuedMs)})`);
  console.log(`  limit, same run: plain node:http SSE in its own process, one message of the same size to ${figures.runs[0]?.voters.toLocaleString('en')} streams: write → all received p50 ${ms(figures.plainSse.p50)}, p99 ${ms(figures.plainSse.p99)}`);
  console.log(`  server resident memory (instance A, its own process, after the one-instance run): ${figures.serverRssMb === null ? 'unknown' : `${figures.serverRssMb.toFixed(0)} MB`}`);
}

// `node --import tsx tests/bench/poll-votes.ts` (or BENCH_ONLY=polls in run.ts) runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  benchPollVotes().then(
    (figures) => {
      printPollVotes(figures);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
