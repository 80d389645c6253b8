// 2,000 attendees each sending 3 meeting requests within 10 minutes, answered within 10 more (issue
// 36): on the meetings bench's event (meetings-seed.ts: 5,000 members with full agendas and existing
// meetings, 60 tables for one meeting each), 2,000 signed-in attendees each look up the times free
// with 3 others (meetings.freeSlots) and request up to 3 of them (meetings.request), 6,000 requests
// due at an even rate; then each recipient answers at an even rate: two in three accept a proposed
// time (a time taken meanwhile, CONFLICT MEETING_SLOT_TAKEN, makes them try the next one, then
// decline), the rest decline. Time is compressed: each phase runs in BENCH_MEETINGS_SECONDS
// (60 unless told, 10× the event's rate; 600 is the event's own). Afterwards, printed and never
// failed on: every write applied once (rows counted, one meeting per pair, 100 request and 100
// answer keys replayed change nothing), 0 double bookings (no person in two meetings at once, no
// table over its capacity), and the p50/p95/p99 latency of requests and answers beside 500 ms. The
// server runs alone in a child process (meetings-server.ts) on PGlite, or PostgreSQL with DATABASE_URL.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import { loadLine, runBenchAlone } from './bench-start.ts';
import { forkMeetingsServer } from './meetings-free-slots.ts';
import { queryAs } from './meetings-query.ts';
import type { MeetingsMember, MeetingsSeed } from './meetings-seed.ts';
import { percentile } from './sse-streams.ts';

export const writeBudgetMs = 500;
const crowdSize = Number(process.env.BENCH_MEETINGS_PEOPLE ?? 2_000);
const perPerson = 3;
/** Recipients: crowd[i + offset]; no two offsets add up to the crowd's size, so no pair is asked both ways. */
const offsets = [1, 7, 31];
const replays = 100;
const inFlight = 64;

interface Call {
  ms: number;
  ok: boolean;
  code?: string;
  reason?: string | null;
}

interface Latency {
  calls: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface MeetingsLoadFigures {
  database: string;
  load: string;
  seconds: number;
  people: number;
  requests: {
    sent: number;
    applied: number;
    refused: Record<string, number>;
    noFreeSlot: number;
    latency: Latency;
    freeSlots: Latency;
    lateMs: number;
    tookMs: number;
  };
  answers: {
    meetings: number;
    accepted: number;
    declined: number;
    slotTaken: number;
    errors: Record<string, number>;
    latency: Latency;
    lateMs: number;
    tookMs: number;
  };
  once: {
    rowsMade: number;
    pairs: number;
    requestKeysStored: number;
    replayedRequests: number;
    replayChanged: number;
    answerReplayChanged: number;
    rowsAfterReplay: number;
  };
  doubleBookings: { people: number; tables: number; unknownTables: number };
  states: Record<string, number>;
}

async function post<T>(url: string, token: string, procedure: string, body: unknown): Promise<{ call: Call; data?: T }> {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/trpc/${procedure}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [accountTokenHeaderName]: token,
      },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as {
      result?: { data: T };
      error?: { data?: { code?: string; reason?: string | null } };
    };
    const ms = performance.now() - started;
    if (response.ok && answer.result) return { call: { ms, ok: true }, data: answer.result.data };
    return {
      call: {
        ms,
        ok: false,
        code: answer.error?.data?.code ?? `HTTP ${response.status}`,
        reason: answer.error?.data?.reason ?? null,
      },
    };
  } catch (error) {
    return {
      call: {
        ms: performance.now() - started,
        ok: false,
        code: error instanceof Error ? error.name : 'network',
      },
    };
  }
}

/** Job i starts no earlier than start + i·spacing, at most `concurrency` at once; resolves to how late the latest start was, and the time taken. */
async function atRate(count: number, spreadMs: number, concurrency: number, job: (index: number) => Promise<void>): Promise<{ lateMs: number; tookMs: number }> {
  const spacing = spreadMs / count;
  const started = performance.now();
  let next = 0;
  let lateMs = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const index = next++;
        const dueAt = started + index * spacing;
        const wait = dueAt - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        lateMs = Math.max(lateMs, performance.now() - dueAt);
        await job(index);
      }
    }),
  );
  return { lateMs, tookMs: performance.now() - started };
}

function latencyOf(calls: readonly Call[]): Latency {
  const sorted = calls.map((call) => call.ms).sort((a, b) => a - b);
  return {
    calls: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

const tally = (calls: readonly Call[]) => {
  const counts: Record<string, number> = {};
  for (const call of calls) if (!call.ok) counts[`${call.code}${call.reason ? `/${call.reason}` : ''}`] = (counts[`${call.code}${call.reason ? `/${call.reason}` : ''}`] ?? 0) + 1;
  return counts;
};

/** A repeatable shuffle pick: up to `count` of the slots, spread over the list. */
const chooseSlots = (slots: readonly number[], count: number, salt: number) => {
  const chosen: number[] = [];
  for (let step = 0; chosen.length < Math.min(count, slots.length); step++) {
    const slot = slots[(salt * 7 + step * 5) % slots.length]!;
    if (!chosen.includes(slot)) chosen.push(slot);
    if (step > slots.length * 5) break;
  }
  return chosen;
};

interface Sent {
  key: string;
  from: MeetingsMember;
  body: Record<string, unknown>;
  meetingId: string;
  to: MeetingsMember;
  slots: number[];
}

interface Answer {
  key: string;
  token: string;
  procedure: string;
  body: Record<string, unknown>;
  state: string;
}

export async function benchMeetingsLoad(log: (line: string) => void = console.log): Promise<MeetingsLoadFigures> {
  const seconds = Number(process.env.BENCH_MEETINGS_SECONDS ?? 60);
  const loadBefore = os.loadavg();
  const server = forkMeetingsServer();
  try {
    const { url, database } = await server.call<{
      url: string;
      database: string;
    }>('start', { env: {} });
    const seed = await server.call<MeetingsSeed>('seed', {
      keepApart: crowdSize,
    });
    const { eventId } = seed;
    const crowd = seed.members.filter((member) => member.open).slice(0, crowdSize);
    if (crowd.length < crowdSize) throw new Error(`Only ${crowd.length} open attendees for a crowd of ${crowdSize}`);
    log(
      `  set-up: ${database}, ${seed.members.length.toLocaleString('en')} members (${seed.counts.agendaItems.toLocaleString('en')} agenda items, ${seed.counts.accepted} accepted meetings) in ${seed.counts.seconds.toFixed(1)} s`,
    );

    // A server in service has run these paths before: a few people outside the crowd ask and answer first.
    const warm = seed.members.filter((member) => member.open).slice(crowdSize, crowdSize + 10);
    for (let index = 0; index + 1 < warm.length; index += 2) {
      const free = await queryAs<{ slots: number[] }>(url, warm[index]!.token, 'meetings.freeSlots', { eventId, attendeeId: warm[index + 1]!.attendeeId });
      const asked = await post<{ id: string; proposedSlots: number[] }>(url, warm[index]!.token, 'meetings.request', {
        idempotencyKey: `warm-${randomUUID()}`,
        eventId,
        attendeeId: warm[index + 1]!.attendeeId,
        slots: free.data.slots.slice(0, 1),
        message: '',
        requestedAt: Date.now(),
      });
      if (asked.data)
        await post(url, warm[index + 1]!.token, 'meetings.decline', {
          idempotencyKey: `warm-${randomUUID()}`,
          eventId,
          meetingId: asked.data.id,
          reason: '',
          actedAt: Date.now(),
        });
    }

    // Requests: 6,000 due evenly; request k is crowd[k mod n]'s (k div n)-th, so each person's three are spread.
    const since = Date.now();
    const total = crowd.length * perPerson;
    const requestCalls: Call[] = [];
    const freeCalls: Call[] = [];
    const sent: Sent[] = [];
    let noFreeSlot = 0;
    log(`  requests: ${total.toLocaleString('en')} due within ${seconds} s…`);
    const requestRun = await atRate(total, seconds * 1000, inFlight, async (k) => {
      const from = crowd[k % crowd.length]!;
      const to = crowd[((k % crowd.length) + offsets[Math.floor(k / crowd.length)]!) % crowd.length]!;
      let free: number[];
      try {
        const answer = await queryAs<{ slots: number[] }>(url, from.token, 'meetings.freeSlots', { eventId, attendeeId: to.attendeeId });
        freeCalls.push({ ms: answer.ms, ok: true });
        free = answer.data.slots;
      } catch {
        freeCalls.push({ ms: Number.NaN, ok: false, code: 'freeSlots' });
        return;
      }
      const slots = chooseSlots(free, 3, k);
      if (slots.length === 0) {
        noFreeSlot++;
        return;
      }
      const key = `bench-request-${randomUUID()}`;
      const body = {
        idempotencyKey: key,
        eventId,
        attendeeId: to.attendeeId,
        slots,
        message: 'Coffee?',
        requestedAt: Date.now(),
      };
      const { call, data } = await post<{ id: string }>(url, from.token, 'meetings.request', body);
      requestCalls.push(call);
      if (data) sent.push({ key, from, body, meetingId: data.id, to, slots });
    });

    // Answers: every request made, by its recipient, evenly within the same time.
    const answerCalls: Call[] = [];
    const answers: Answer[] = [];
    let accepted = 0;
    let declined = 0;
    let slotTaken = 0;
    log(`  answers: ${sent.length.toLocaleString('en')} due within ${seconds} s…`);
    const answerRun = await atRate(sent.length, seconds * 1000, inFlight, async (index) => {
      const meeting = sent[index]!;
      const base = {
        eventId,
        meetingId: meeting.meetingId,
        actedAt: Date.now(),
      };
      if (index % 3 !== 2) {
        // Sorted as the server keeps them: the earliest proposed time first.
        for (const slot of [...meeting.slots].sort((a, b) => a - b)) {
          const body = {
            ...base,
            idempotencyKey: `bench-accept-${randomUUID()}`,
            slot,
          };
          const { call } = await post(url, meeting.to.token, 'meetings.accept', body);
          answerCalls.push(call);
          if (call.ok) {
            accepted++;
            answers.push({
              key: body.idempotencyKey,
              token: meeting.to.token,
              procedure: 'meetings.accept',
              body,
              state: 'accepted',
            });
            return;
          }
          if (call.reason !== 'MEETING_SLOT_TAKEN') return;
          slotTaken++;
        }
      }
      const body = {
        ...base,
        idempotencyKey: `bench-decline-${randomUUID()}`,
        reason: 'Busy then',
      };
      const { call } = await post(url, meeting.to.token, 'meetings.decline', body);
      answerCalls.push(call);
      if (call.ok) {
        declined++;
        answers.push({
          key: body.idempotencyKey,
          token: meeting.to.token,
          procedure: 'meetings.decline',
          body,
          state: 'declined',
        });
      }
    });

    // Applied once: rows made, one per pair; then replays of some keys change nothing.
    const made = await server.call<{ meetings: number; pairs: number }>('madeSince', { eventId, since });
    const requestKeysStored = await server.call<number>('appliedKeys', {
      op: 'meeting.request',
      keys: sent.map((one) => one.key),
    });
    let replayChanged = 0;
    const replayed = sent.filter((_, index) => index % Math.max(1, Math.floor(sent.length / replays)) === 0).slice(0, replays);
    for (const one of replayed) {
      const { data } = await post<{ id: string }>(url, one.from.token, 'meetings.request', one.body);
      if (data?.id !== one.meetingId) replayChanged++;
    }
    let answerReplayChanged = 0;
    for (const answer of answers.filter((_, index) => index % Math.max(1, Math.floor(answers.length / replays)) === 0).slice(0, replays)) {
      const { data } = await post<{ state: string }>(url, answer.token, answer.procedure, answer.body);
      if (data?.state !== answer.state) answerReplayChanged++;
    }
    const after = await server.call<{ meetings: number; pairs: number }>('madeSince', { eventId, since });
    const doubleBookings = await server.call<MeetingsLoadFigures['doubleBookings']>('doubleBookings', { eventId });
    const states = await server.call<Record<string, number>>('counted', {
      eventId,
    });
    return {
      database,
      load: loadLine(loadBefore),
      seconds,
      people: crowd.length,
      requests: {
        sent: requestCalls.length,
        applied: sent.length,
        refused: tally(requestCalls),
        noFreeSlot,
        latency: latencyOf(requestCalls),
        freeSlots: latencyOf(freeCalls.filter((call) => call.ok)),
        ...requestRun,
      },
      answers: {
        meetings: sent.length,
        accepted,
        declined,
        slotTaken,
        errors: tally(answerCalls.filter((call) => call.reason !== 'MEETING_SLOT_TAKEN')),
        latency: latencyOf(answerCalls),
        ...answerRun,
      },
      once: {
        rowsMade: made.meetings,
        pairs: made.pairs,
        requestKeysStored,
        replayedRequests: replayed.length,
        replayChanged,
        answerReplayChanged,
        rowsAfterReplay: after.meetings,
      },
      doubleBookings,
      states,
    };
  } finally {
    await server.stop();
  }
}

export function printMeetingsLoad(figures: MeetingsLoadFigures, log: (line: string) => void = console.log): void {
  const { requests, answers, once, doubleBookings } = figures;
  const rate = (600 / figures.seconds).toFixed(1);
  const line = (latency: Latency) => `p50 ${latency.p50.toFixed(1)} ms, p95 ${latency.p95.toFixed(1)} ms, p99 ${latency.p99.toFixed(1)} ms, max ${latency.max.toFixed(1)} ms (${latency.calls} calls)`;
  const verdict = (latency: Latency) => (latency.p99 <= writeBudgetMs ? 'within budget' : 'OVER BUDGET');
  const refused =
    Object.entries(requests.refused)
      .map(([code, n]) => `${n} ${code}`)
      .join(', ') || 'none';
  log(`  ${figures.database}; time compressed ${rate}× (each phase in ${figures.seconds} s instead of 600 s; BENCH_MEETINGS_SECONDS=600 runs at the event's own rate)`);
  log(
    `  requests: ${figures.people} people × 3 → ${requests.sent} sent (${requests.noFreeSlot} pairs had no free slot), ${requests.applied} applied, refused: ${refused}; took ${(requests.tookMs / 1000).toFixed(1)} s, at most ${requests.lateMs.toFixed(0)} ms behind schedule`,
  );
  log(`    meetings.freeSlots before each (under the load): ${line(requests.freeSlots)}`);
  log(`Budget: meetings.request p99 ≤ ${writeBudgetMs} ms → ${line(requests.latency)}: ${verdict(requests.latency)} (${figures.database})`);
  const errors =
    Object.entries(answers.errors)
      .map(([code, n]) => `${n} ${code}`)
      .join(', ') || 'none';
  log(
    `  answers: ${answers.meetings} meetings answered → ${answers.accepted} accepted, ${answers.declined} declined, ${answers.slotTaken} times taken meanwhile (tried the next), other refusals: ${errors}; took ${(answers.tookMs / 1000).toFixed(1)} s, at most ${answers.lateMs.toFixed(0)} ms behind schedule`,
  );
  log(`Budget: answers (meetings.accept and .decline) p99 ≤ ${writeBudgetMs} ms → ${line(answers.latency)}: ${verdict(answers.latency)} (${figures.database})`);
  const applied =
    once.rowsMade === requests.applied &&
    once.pairs === once.rowsMade &&
    once.requestKeysStored === requests.applied &&
    once.replayChanged === 0 &&
    once.answerReplayChanged === 0 &&
    once.rowsAfterReplay === once.rowsMade;
  log(
    `Check: every write applied once → ${once.rowsMade} meetings made for ${requests.applied} applied requests, ${once.pairs} distinct pairs, ${once.requestKeysStored} request keys stored; ` +
      `${once.replayedRequests} request replays changed ${once.replayChanged}, answer replays changed ${once.answerReplayChanged}, rows after replays ${once.rowsAfterReplay}: ${applied ? 'yes' : 'NO'}`,
  );
  const doubles = doubleBookings.people + doubleBookings.tables + doubleBookings.unknownTables;
  log(
    `Check: 0 double bookings → ${doubleBookings.people} people in two meetings at once, ${doubleBookings.tables} table slots over capacity, ${doubleBookings.unknownTables} at unknown tables: ${doubles === 0 ? 'yes' : 'NO'}`,
  );
  log(
    `  the event's meetings now: ${Object.entries(figures.states)
      .map(([state, n]) => `${n} ${state}`)
      .join(', ')}`,
  );
  log(`  ${figures.load}`);
}

runBenchAlone(import.meta.url, benchMeetingsLoad, printMeetingsLoad);
