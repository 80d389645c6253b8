// Free-slot search for one pair at 5,000 attendees with full agendas (issue 36, target ≤ 50 ms on
// the server): meetings.freeSlots over real HTTP for 50 different pairs, one call at a time, on the
// meetings bench's event (meetings-seed.ts: 5,000 members, 12 agenda sessions each across the
// meeting windows, hundreds of accepted, pending and declined meetings), the server alone in a child
// process on PGlite or PostgreSQL (DATABASE_URL). Also meetings.freeSlotsMany for 50 people (what
// the Matches page keeps for offline requests), with no target. Each answer is checked: slots of
// the grid only, none in either person's accepted meetings. Prints figures; asserts nothing on time.
import os from 'node:os';
import path from 'node:path';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import { loadLine, runBenchAlone } from './bench-start.ts';
import { forkBenchChild, type BenchChild } from './bench-child.ts';
import type { MeetingsSeed } from './meetings-seed.ts';
import { percentile } from './sse-streams.ts';

export const freeSlotsBudgetMs = 50;
const pairs = 50;
const warmUp = 5;

export interface FreeSlotsFigures {
  database: string;
  load: string;
  seed: MeetingsSeed['counts'] & { members: number };
  calls: number;
  p50: number;
  p95: number;
  max: number;
  meanSlots: number;
  many: { people: number; p50: number; runs: number };
}

export function forkMeetingsServer(): BenchChild {
  // BENCH_MEETINGS_CPU_PROFILE=<folder>: the server process writes a V8 CPU profile there when it exits.
  return forkBenchChild(path.join(import.meta.dirname, 'meetings-server.ts'), { profileVariable: 'BENCH_MEETINGS_CPU_PROFILE' });
}

/** A tRPC query over HTTP as the member with this token; the answer's data, or throws with the error. */
export async function queryAs<T>(url: string, token: string, procedure: string, input: unknown): Promise<{ data: T; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${url}/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers: { [accountTokenHeaderName]: token } });
  const body = (await response.json()) as { result?: { data: T }; error?: { message: string } };
  const ms = performance.now() - started;
  if (!response.ok || !body.result) throw new Error(`${procedure} answered ${response.status}: ${body.error?.message ?? ''}`);
  return { data: body.result.data, ms };
}

export async function benchMeetingsFreeSlots(log: (line: string) => void = console.log): Promise<FreeSlotsFigures> {
  const loadBefore = os.loadavg();
  const server = forkMeetingsServer();
  try {
    const { url, database } = await server.call<{ url: string; database: string }>('start', { env: {} });
    const seed = await server.call<MeetingsSeed>('seed', {});
    log(
      `  set-up: ${database}, ${seed.members.length.toLocaleString('en')} members with tokens, ${seed.counts.agendaItems.toLocaleString('en')} agenda items, ` +
        `${seed.counts.accepted} accepted / ${seed.counts.pending} pending / ${seed.counts.declined} declined meetings, ${seed.grid.length} slots, in ${seed.counts.seconds.toFixed(1)} s`,
    );
    const open = seed.members.filter((member) => member.open);
    const grid = new Set(seed.grid);
    const times: number[] = [];
    let slotsSeen = 0;
    for (let index = 0; index < warmUp + pairs; index++) {
      // Different pairs each call: people far apart in the list, none twice.
      const me = open[index]!;
      const other = open[open.length - 1 - index]!;
      const { data, ms } = await queryAs<{ slotMinutes: number; slots: number[] }>(url, me.token, 'meetings.freeSlots', { eventId: seed.eventId, attendeeId: other.attendeeId });
      if (data.slots.some((slot) => !grid.has(slot))) throw new Error('meetings.freeSlots answered a time that is not a meeting slot');
      if (index < warmUp) continue;
      times.push(ms);
      slotsSeen += data.slots.length;
    }
    const sorted = [...times].sort((a, b) => a - b);
    // freeSlotsMany: one attendee and 50 others (what the Matches page asks for once online).
    const manyTimes: number[] = [];
    const asker = open[0]!;
    const others = open.slice(100, 150).map((member) => member.attendeeId);
    let people = 0;
    for (let run = 0; run < 6; run++) {
      const { data, ms } = await queryAs<{ people: unknown[] }>(url, asker.token, 'meetings.freeSlotsMany', { eventId: seed.eventId, attendeeIds: others });
      people = data.people.length;
      if (run > 0) manyTimes.push(ms);
    }
    return {
      database,
      load: loadLine(loadBefore),
      seed: { ...seed.counts, members: seed.members.length },
      calls: times.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      max: sorted.at(-1) ?? Number.NaN,
      meanSlots: slotsSeen / times.length,
      many: { people, p50: percentile([...manyTimes].sort((a, b) => a - b), 50), runs: manyTimes.length },
    };
  } finally {
    await server.stop();
  }
}

export function printMeetingsFreeSlots(figures: FreeSlotsFigures, log: (line: string) => void = console.log): void {
  const verdict = (ms: number) => (ms <= freeSlotsBudgetMs ? 'within budget' : 'OVER BUDGET');
  log(`  meetings.freeSlots, ${figures.calls} different pairs one at a time over HTTP (${figures.meanSlots.toFixed(1)} free slots per answer on average): p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms, max ${figures.max.toFixed(1)} ms`);
  log(`Budget: free slots for one pair on the server ≤ ${freeSlotsBudgetMs} ms → p50 ${figures.p50.toFixed(1)} ms: ${verdict(figures.p50)}; p95 ${figures.p95.toFixed(1)} ms: ${verdict(figures.p95)} (${figures.database})`);
  log(`  meetings.freeSlotsMany, one attendee and ${figures.many.people} people (the Matches page's ask): p50 ${figures.many.p50.toFixed(1)} ms of ${figures.many.runs} (no target)`);
  log(`  ${figures.load}`);
}

runBenchAlone(import.meta.url, benchMeetingsFreeSlots, printMeetingsFreeSlots);
