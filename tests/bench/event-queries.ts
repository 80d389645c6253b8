// Event data benchmarks (a) and (b), on the seeded 5,000-attendee / 300-session event:
// (a) schedule.get and attendees.directory (full, no cursor) as one attendee: response bytes,
//     requests per second with 50 concurrent connections for ~3 s, and p99 latency, beside a
//     plain Fastify route on a second instance in the same process that sends the very same
//     bytes, precomputed: the gap is what the API itself costs (access checks, queries, JSON).
// (b) matches.list for that attendee: ms per call over HTTP, cold and the median of a few; and
//     matches.count (the badge), which lists them again.
// First the answers are checked at this size: the whole directory in one answer with the hidden left
// out, all 300 sessions with their speakers, and the top matches of a plain scoring of every member
// (tests/server/matches/seeded-conference.test.ts checks the same on a small event).
// Prints the times and never fails on them; it fails on a wrong answer.
import { and, eq, inArray } from 'drizzle-orm';
import { gzipSync } from 'node:zlib';
import { accounts } from '#server/db/schema/accounts.ts';
import { connections as connectionRows } from '#server/db/schema/connections.ts';
import { eventMembers } from '#server/db/schema/event-members.ts';
import { matchDismissals } from '#server/db/schema/match-dismissals.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import type { Directory, Match } from '#shared/contracts/attendees.ts';
import type { Schedule } from '#shared/contracts/schedule.ts';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import { matchReasons, matchScore } from '#shared/rules/match-reasons.ts';
import { scaleSize } from './scale-event.ts';
import { loadTestInTurns, startPlainRoute } from './beside-plain-route.ts';
import type { LoadResult } from './load-test.ts';
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
  matches: { coldMs: number; runsMs: number[]; count: number; budgetMs: number; countMs: number[] };
}

function wrongAnswer(what: string): never {
  throw new Error(`Event queries gave a wrong answer: ${what}`);
}

/**
 * The answers at 5,000 / 300, before any time is taken: the directory whole in one answer with the
 * hidden left out, every session with its speakers, and the top 30 matches' scores equal to a plain
 * scoring of every member the attendee may be suggested (not themselves, not met or dismissed,
 * findable or keeping to connections that include them).
 */
export async function checkEventAnswers(scale: ScaleEvent, log: (line: string) => void = console.log): Promise<void> {
  const { db, api } = scale.server;
  const ask = async <T>(procedure: string, input: unknown): Promise<T> => {
    const response = await api.query<T>(procedure, input, { token: scale.attendee.token });
    if (response.error) wrongAnswer(`${procedure}: ${response.error.message}`);
    return response.data;
  };
  const rows = await db
    .select({ attendeeId: eventMembers.id, accountId: eventMembers.accountId, visibility: profiles.visibility, interests: profiles.interests, lookingFor: profiles.lookingFor, offers: profiles.offers })
    .from(eventMembers)
    .innerJoin(profiles, eq(profiles.accountId, eventMembers.accountId))
    .where(eq(eventMembers.eventId, scale.eventId));
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, scale.attendee.email));
  const me = rows.find((row) => row.accountId === account?.id);
  if (!me) wrongAnswer(`${scale.attendee.email} is not a member with a profile`);

  const met = new Set((await db.select({ id: connectionRows.otherId }).from(connectionRows).where(eq(connectionRows.ownerId, me.accountId))).map((row) => row.id));
  const knowMe = new Set((await db.select({ id: connectionRows.ownerId }).from(connectionRows).where(eq(connectionRows.otherId, me.accountId))).map((row) => row.id));
  const visibleToMe = (row: (typeof rows)[number]) => row.visibility === 'everyone' || (row.visibility === 'connections' && knowMe.has(row.accountId));

  const directory = await ask<Directory>('attendees.directory', { eventId: scale.eventId });
  const listed = new Set(directory.people.map((person) => person.attendeeId));
  const findable = rows.filter((row) => visibleToMe(row) || row.attendeeId === me.attendeeId);
  if (!directory.full) wrongAnswer('the directory came as changes, not whole');
  if (listed.size !== findable.length || findable.some((row) => !listed.has(row.attendeeId))) wrongAnswer(`the directory lists ${listed.size} people, ${findable.length} are findable`);
  if (rows.some((row) => row.visibility === 'nobody' && listed.has(row.attendeeId))) wrongAnswer('the directory lists someone who opted out');

  const schedule = await ask<Schedule>('schedule.get', { eventId: scale.eventId });
  if (schedule.sessions.length !== scaleSize.sessions) wrongAnswer(`the schedule has ${schedule.sessions.length} of ${scaleSize.sessions} sessions`);
  if (schedule.sessions.some((session) => session.speakers.length === 0)) wrongAnswer('a session of the schedule has no speakers');

  const { matches } = await ask<{ matches: Match[] }>('matches.list', { eventId: scale.eventId });
  const dismissed = new Set(
    (await db.select({ id: matchDismissals.dismissedAccountId }).from(matchDismissals).where(and(eq(matchDismissals.accountId, me.accountId), eq(matchDismissals.eventId, scale.eventId)))).map((row) => row.id),
  );
  const expected = rows
    .filter((row) => row.accountId !== me.accountId && !met.has(row.accountId) && !dismissed.has(row.accountId))
    .filter(visibleToMe)
    .map((row) => matchScore(matchReasons(me, row)))
    .filter((score) => score > 0)
    .sort((a, b) => b - a)
    .slice(0, 30);
  const got = matches.map((match) => match.score);
  if (got.length === 0 || got.join() !== expected.join()) wrongAnswer(`matches scored ${got.join(', ')}; a plain scoring of every member gives ${expected.join(', ')}`);
  if (matches.some((match) => match.explanation.length === 0)) wrongAnswer('a match without its explanation');
  // The people matched are members of this event.
  const matchedIds = matches.map((match) => match.person.attendeeId);
  const members = await db.select({ id: eventMembers.id }).from(eventMembers).where(and(eq(eventMembers.eventId, scale.eventId), inArray(eventMembers.id, matchedIds)));
  if (members.length !== matchedIds.length) wrongAnswer('a match who is not a member of the event');
  log(`  checked: the directory (${listed.size} findable of ${rows.length}), ${schedule.sessions.length} sessions with speakers, the top ${matches.length} matches against a plain scoring`);
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
  const plain = await startPlainRoute((_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  try {
    const single: number[] = [];
    for (let run = 0; run < 3; run++) {
      const sent = performance.now();
      await (await fetch(url, { headers })).arrayBuffer();
      single.push(performance.now() - sent);
    }
    const turns = await loadTestInTurns({ api: { url, headers, connections, durationMs }, plain: { url: plain.url, connections, durationMs } }, { rounds: 1, warmUpMs });
    log(`  ${name}: measured`);
    return { name, bytes: body.byteLength, gzipBytes: gzipSync(body).byteLength, singleMs: median(single), api: turns.api[0]!, plain: turns.plain[0]! };
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
  // The badge: matches.count for the attendee's own membership lists the matches again to count them.
  const [membership] = await scale.server.db
    .select({ id: eventMembers.id })
    .from(eventMembers)
    .innerJoin(accounts, eq(accounts.id, eventMembers.accountId))
    .where(and(eq(eventMembers.eventId, scale.eventId), eq(accounts.email, scale.attendee.email)));
  if (!membership) throw new Error(`${scale.attendee.email} is not a member of the scale event`);
  const countMs: number[] = [];
  for (let run = 0; run < matchRuns; run++) {
    const started = performance.now();
    const response = await scale.server.api.query<{ success: boolean; data?: { count: number } }>('matches.count', { attendeeId: membership.id }, { token: scale.attendee.token });
    countMs.push(performance.now() - started);
    if (response.data?.data?.count !== cold.count) wrongAnswer(`matches.count answered ${JSON.stringify(response.data)}, the list has ${cold.count}`);
  }
  return { coldMs: cold.ms, runsMs, count: cold.count, budgetMs: matchesBudgetMs, countMs };
}

export async function benchEventQueries(scale: ScaleEvent, log: (line: string) => void = console.log): Promise<EventQueryFigures> {
  await checkEventAnswers(scale, log);
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
  log(`  matches.count (the badge), same attendee: ${matches.countMs.map((ms) => ms.toFixed(1)).join(', ')} ms, median ${median(matches.countMs).toFixed(1)} ms (no target)`);
}
