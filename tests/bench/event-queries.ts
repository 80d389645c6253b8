// Event data benchmarks (a) and (b), on the seeded 5,000-attendee / 300-session event:
// (a) schedule.get and attendees.directory (full, no cursor) as one attendee: response bytes,
//     requests per second with 50 concurrent connections for ~3 s, and p99 latency, beside a
//     plain Fastify route on a second instance in the same process that sends the very same
//     bytes, precomputed: the gap is what the API itself costs (access checks, queries, JSON).
// (b) matches.list for that attendee: ms per call over HTTP, cold and the median of a few.
// Prints figures, asserts nothing.
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import { loadTest, type LoadResult } from './load-test.ts';
import type { ScaleEvent } from './scale-event.ts';

const connections = 50;
const durationMs = 3_000;
const warmUpMs = 500;
const matchesBudgetMs = 100;
const matchRuns = 5;

export interface QueryFigures {
  name: string;
  bytes: number;
  gzipBytes: number;
  /** One request at a time: the median of a few, before the load. */
  singleMs: number;
  api: LoadResult;
  plain: LoadResult;
}

export interface EventQueryFigures {
  queries: QueryFigures[];
  matches: { coldMs: number; runsMs: number[]; count: number; budgetMs: number };
}

function trpcGetPath(procedure: string, input: unknown): string {
  return `/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;
}

async function measureQuery(scale: ScaleEvent, name: string, procedure: string, log: (line: string) => void): Promise<QueryFigures> {
  const url = `${scale.server.url}${trpcGetPath(procedure, { eventId: scale.eventId })}`;
  const headers = { [accountTokenHeaderName]: scale.attendee.token };
  const first = await fetch(url, { headers });
  const body = Buffer.from(await first.arrayBuffer());
  if (!first.ok) throw new Error(`${procedure} answered ${first.status}: ${body.toString('utf8').slice(0, 300)}`);

  // The same bytes from a route that does nothing else.
  const plain = Fastify({ logger: false });
  plain.get('/same-json', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  const plainUrl = `${await plain.listen({ port: 0, host: '127.0.0.1' })}/same-json`;
  try {
    const single: number[] = [];
    for (let run = 0; run < 3; run++) {
      const sent = performance.now();
      await (await fetch(url, { headers })).arrayBuffer();
      single.push(performance.now() - sent);
    }
    await loadTest({ url, headers, connections, durationMs: warmUpMs });
    const api = await loadTest({ url, headers, connections, durationMs });
    await loadTest({ url: plainUrl, connections, durationMs: warmUpMs });
    const plainResult = await loadTest({ url: plainUrl, connections, durationMs });
    log(`  ${name}: measured`);
    return { name, bytes: body.byteLength, gzipBytes: gzipSync(body).byteLength, singleMs: median(single), api, plain: plainResult };
  } finally {
    await plain.close();
  }
}

async function measureMatches(scale: ScaleEvent): Promise<EventQueryFigures['matches']> {
  const call = async () => {
    const started = performance.now();
    const response = await scale.server.api.query<{ matches: unknown[] }>('matches.list', { eventId: scale.eventId }, { token: scale.attendee.token });
    const ms = performance.now() - started;
    if (response.error) throw new Error(`matches.list: ${response.error.message}`);
    return { ms, count: response.data.matches.length };
  };
  const cold = await call();
  const runsMs: number[] = [];
  for (let run = 0; run < matchRuns; run++) runsMs.push((await call()).ms);
  return { coldMs: cold.ms, runsMs, count: cold.count, budgetMs: matchesBudgetMs };
}

export async function benchEventQueries(scale: ScaleEvent, log: (line: string) => void = console.log): Promise<EventQueryFigures> {
  // Matches first, on a quiet server: the load tests leave the process busy collecting garbage.
  const matches = await measureMatches(scale);
  const queries = [
    await measureQuery(scale, 'schedule.get (300 sessions)', 'schedule.get', log),
    await measureQuery(scale, 'attendees.directory (full)', 'attendees.directory', log),
  ];
  return { queries, matches };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2 : NaN;
};

export function printEventQueries(figures: EventQueryFigures, log: (line: string) => void = console.log): void {
  for (const query of figures.queries) {
    log(`  ${query.name}: ${kb(query.bytes)} per answer (${kb(query.gzipBytes)} if gzipped); one request at a time: ${query.singleMs.toFixed(1)} ms (median of 3)`);
    for (const [label, result] of [
      ['tRPC procedure', query.api],
      ['plain Fastify, same JSON', query.plain],
    ] as const) {
      log(
        `      ${label.padEnd(24)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${result.p50Ms.toFixed(1).padStart(7)} ms   p99 ${result.p99Ms
          .toFixed(1)
          .padStart(7)} ms   (${result.requests} requests, ${result.errors} errors, ${connections} connections, ${(durationMs / 1000).toFixed(0)} s)`,
      );
    }
    log(`      the procedure serves ${((query.api.requestsPerSecond / query.plain.requestsPerSecond) * 100).toFixed(0)}% of the plain route's rate`);
  }
  const { matches } = figures;
  const warm = median(matches.runsMs);
  log(`  matches.list, one attendee: ${matches.count} matches; first call ${matches.coldMs.toFixed(1)} ms, then ${matches.runsMs.map((ms) => ms.toFixed(1)).join(', ')} ms`);
  const verdict = warm <= matches.budgetMs ? 'within budget' : 'OVER BUDGET';
  log(`Budget: matches for one attendee ≤ ${matches.budgetMs} ms → median ${warm.toFixed(1)} ms (first ${matches.coldMs.toFixed(1)} ms): ${verdict}`);
}
