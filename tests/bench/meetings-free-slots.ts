// Free-slot search for one pair at 5,000 attendees with full agendas (issue 36, target ≤ 50 ms on
// the server): meetings.freeSlots over real HTTP for 50 different pairs, one call at a time, on the
// meetings bench's event (meetings-seed.ts: 5,000 members, 12 agenda sessions each across the
// meeting windows, hundreds of accepted, pending and declined meetings), the server alone in a child
// process on PGlite or PostgreSQL (DATABASE_URL). Also meetings.freeSlotsMany for 50 people (what
// the Matches page keeps for offline requests), with no target. Each answer is checked to hold
// meeting slots only. With a client build (`distDir`), then the same in the page at 4× CPU slowdown
// offline (meetings-picker-page.ts). Prints figures; asserts nothing on time.
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadLine, runBenchAlone } from './bench-start.ts';
import { forkBenchChild, type BenchChild } from './bench-child.ts';
import { benchPickerPage, type PickerPageFigures } from './meetings-picker-page.ts';
import { queryAs } from './meetings-query.ts';
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
  /** In the page, offline at 4× CPU slowdown; null without a client build. */
  page: PickerPageFigures | null;
}

export function forkMeetingsServer(): BenchChild {
  // BENCH_MEETINGS_CPU_PROFILE=<folder>: the server process writes a V8 CPU profile there when it exits.
  return forkBenchChild(path.join(import.meta.dirname, 'meetings-server.ts'), {
    profileVariable: 'BENCH_MEETINGS_CPU_PROFILE',
  });
}

export async function benchMeetingsFreeSlots(log: (line: string) => void = console.log, { distDir }: { distDir?: string } = {}): Promise<FreeSlotsFigures> {
  const loadBefore = os.loadavg();
  const server = forkMeetingsServer();
  const built = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
  if (!built) log(`  no client build${distDir ? ` in ${distDir}` : ''}: the page's figures are left out`);
  try {
    const { url, database } = await server.call<{
      url: string;
      database: string;
    }>('start', { env: {}, ...(built ? { distDir } : {}) });
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
      const { data, ms } = await queryAs<{
        slotMinutes: number;
        slots: number[];
      }>(url, me.token, 'meetings.freeSlots', {
        eventId: seed.eventId,
        attendeeId: other.attendeeId,
      });
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
    const viewer = seed.members.find((member) => member.matchable && member.email);
    const page =
      built && viewer
        ? await benchPickerPage(
            {
              url,
              eventId: seed.eventId,
              email: viewer.email,
              password: seed.password,
              token: viewer.token,
            },
            log,
          )
        : null;
    return {
      database,
      load: loadLine(loadBefore),
      seed: { ...seed.counts, members: seed.members.length },
      calls: times.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      max: sorted.at(-1) ?? Number.NaN,
      meanSlots: slotsSeen / times.length,
      many: {
        people,
        p50: percentile(
          [...manyTimes].sort((a, b) => a - b),
          50,
        ),
        runs: manyTimes.length,
      },
      page,
    };
  } finally {
    await server.stop();
  }
}

export function printMeetingsFreeSlots(figures: FreeSlotsFigures, log: (line: string) => void = console.log): void {
  const verdict = (ms: number) => (ms <= freeSlotsBudgetMs ? 'within budget' : 'OVER BUDGET');
  log(
    `  meetings.freeSlots, ${figures.calls} different pairs one at a time over HTTP (${figures.meanSlots.toFixed(1)} free slots per answer on average): p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms, max ${figures.max.toFixed(1)} ms`,
  );
  log(
    `Budget: free slots for one pair on the server ≤ ${freeSlotsBudgetMs} ms → p50 ${figures.p50.toFixed(1)} ms: ${verdict(figures.p50)}; p95 ${figures.p95.toFixed(1)} ms: ${verdict(figures.p95)} (${figures.database})`,
  );
  log(`  meetings.freeSlotsMany, one attendee and ${figures.many.people} people (the Matches page's ask): p50 ${figures.many.p50.toFixed(1)} ms of ${figures.many.runs} (no target)`);
  const { page } = figures;
  if (page) {
    const listed = median(page.listedMs);
    log(
      `  in the page, offline, CPU slowed 4×: press "Request a meeting" on a person's page → free times listed: ${page.listedMs.map((ms) => `${ms.toFixed(0)} ms`).join(', ')} (${page.slotsShown.join(', ')} times shown)`,
    );
    log(
      `  the times listed are the server's answers kept in the saved query cache while online (the Matches page's freeSlotsMany for its ${page.matchesKept} people), not computed on the phone from the event pack; ` +
        `${page.savedNotices} of ${page.listedMs.length} pickers said "Free when last seen online"`,
    );
    log(
      `Budget: free times in the page offline at 4× CPU slowdown ≤ ${freeSlotsBudgetMs} ms → median ${listed.toFixed(0)} ms of ${page.listedMs.length}: ${verdict(listed)} (from saved server answers, not the pack)`,
    );
  }
  log(`  ${figures.load}`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2 : Number.NaN;
}

// Alone: the page too when dist/ (or BENCH_DIST_DIR) holds a build.
runBenchAlone(
  import.meta.url,
  (log) =>
    benchMeetingsFreeSlots(log, {
      distDir: process.env.BENCH_DIST_DIR ?? path.resolve(import.meta.dirname, '../../dist'),
    }),
  printMeetingsFreeSlots,
);
