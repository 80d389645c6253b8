// The child side of tests/bench/live-server.ts: one Hallway server (the real app on a test
// database) or one plain node:http SSE server, alone in this process, driven over IPC by the
// bench that holds the streams and sends the votes. The bench's load (2,000 streams parsed, votes
// sent) then no longer shares the server's event loop, as in production.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq, sum } from 'drizzle-orm';
import { openPostgres } from '#server/db/client.ts';
import { pollOptions } from '#server/db/schema/poll-options.ts';
import { pollVotes } from '#server/db/schema/poll-votes.ts';
import { polls } from '#server/db/schema/polls.ts';
import { notificationStreamEvents } from '#shared/contracts/notification.ts';
import { insertEvent } from '../server/factories/events.ts';
import { startTestServer, type TestServer } from '../server/helpers/test-server.ts';
import { seqPayload } from './live-server.ts';
import { serveBenchOps } from './bench-child.ts';
import { seedStreamingMembers } from './sse-streams.ts';


let server: TestServer | null = null;
let plain: { server: http.Server; open: Set<http.ServerResponse> } | null = null;

// What the bench's fan-out renderer sends: the latest seq of each key, set by the bench before it
// announces a change, and when each render ran (this process's clock: only spacing is compared).
const latestSeq = new Map<string, number>();
const renderTimes = new Map<string, number[]>();

const started = () => {
  if (!server) throw new Error('No server in this process: start it first');
  return server;
};

const ops: Record<string, (args: Record<string, unknown>) => Promise<unknown>> = {
  /** The app server, on a fresh test database, or on `connectionString` (a second instance); serving a build when given `distDir`. */
  async start({ env, connectionString, distDir, manifestPath }) {
    server = await startTestServer({
      env: env as Record<string, string>,
      database: typeof connectionString === 'string' ? openPostgres(connectionString) : undefined,
      ...(typeof distDir === 'string' ? { distDir } : {}),
      ...(typeof manifestPath === 'string' ? { manifestPath } : {}),
    });
    return { url: server.url, database: server.server.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite', connectionString: server.server.database.connectionString };
  },
  async seedMembers({ eventName, count: members, enableFeedback }) {
    const { db } = started();
    const eventId = await insertEvent(db, { name: String(eventName), enableFeedback: Boolean(enableFeedback) });
    return { eventId, members: await seedStreamingMembers(db, eventId, Number(members)) };
  },
  /** An open single-choice poll showing results live, with four options. */
  async makePoll({ eventId, question }) {
    const { db } = started();
    const [poll] = await db
      .insert(polls)
      .values({ eventId: String(eventId), question: String(question), kind: 'single', state: 'open', resultsVisibility: 'live', anonymous: false })
      .returning({ id: polls.id });
    const options = await db
      .insert(pollOptions)
      .values(['A', 'B', 'C', 'D'].map((label, position) => ({ pollId: poll!.id, position, label })))
      .returning({ id: pollOptions.id });
    return { pollId: poll!.id, optionIds: options.map((option) => option.id) };
  },
  /** Vote rows and the sum of the running counts of a poll. */
  async counted({ pollId }) {
    const { db } = started();
    const [rows] = await db.select({ total: count() }).from(pollVotes).where(eq(pollVotes.pollId, String(pollId)));
    const [total] = await db.select({ votes: sum(pollOptions.votes) }).from(pollOptions).where(eq(pollOptions.pollId, String(pollId)));
    return { rows: rows?.total ?? 0, votes: Number(total?.votes ?? 0) };
  },
  /** The fan-out bench's renderer on topic 'polls' (replaces the polls feature's). */
  async useSeqRenderer() {
    // Each run starts its keys afresh.
    latestSeq.clear();
    renderTimes.clear();
    started().server.deps.live.setRenderer('polls', async ({ key }) => {
      const times = renderTimes.get(key) ?? [];
      times.push(performance.now());
      renderTimes.set(key, times);
      return { toAll: seqPayload(latestSeq.get(key) ?? 0) };
    });
    return null;
  },
  async setSeq({ key, seq }) {
    latestSeq.set(String(key), Number(seq));
    return null;
  },
  async changed({ eventId, key }) {
    started().server.deps.live.changed({ eventId: String(eventId), topic: 'polls', key: String(key) });
    return null;
  },
  async renderTimes() {
    return Object.fromEntries(renderTimes);
  },
  async rssMb() {
    return process.memoryUsage().rss / 1024 / 1024;
  },
  /** The floor: a bare node:http SSE server that sends each stream a first `list` event. */
  async startPlain() {
    const open = new Set<http.ServerResponse>();
    const bare = http.createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      response.write(`event: ${notificationStreamEvents.list}\ndata: {}\n\n`);
      open.add(response);
      request.on('close', () => open.delete(response));
    });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    plain = { server: bare, open };
    return { url: `http://127.0.0.1:${(bare.address() as AddressInfo).port}/` };
  },
  /** Writes the same bytes to every open plain stream, as the simplest server would. */
  async plainWrite({ chunk }) {
    if (!plain) throw new Error('No plain server in this process');
    const bytes = Buffer.from(String(chunk));
    for (const response of plain.open) response.write(bytes);
    return plain.open.size;
  },
  async stop() {
    await server?.stop();
    server = null;
    if (plain) {
      plain.server.closeAllConnections();
      await new Promise<void>((resolve) => plain!.server.close(() => resolve()));
      plain = null;
    }
    return null;
  },
};

serveBenchOps(ops);
