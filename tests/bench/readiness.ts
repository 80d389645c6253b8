// The organizers' offline readiness page on the seeded 5,000-attendee / 300-session event:
// readiness.get over HTTP on loopback (so the figure is server time plus a local round trip),
// cold (the feeds not yet built, no picture sized: what the first visit of the day costs) and
// warm (the median and worst of a few, as the page's 30 s refresh sees it), with 3,000 phones
// having reported and four door devices listed, so the counts have rows to count; then once
// more after an attendee's read built the directory feed (the page then measures the built
// feed instead of counting in SQL), with both directory figures side by side. Target:
// ≤ 500 ms server time. Prints the database and the machine's load; asserts nothing.
// Alone: BENCH_ONLY=readiness npm run bench (or node --import tsx tests/bench/readiness.ts).
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { checkInDevices } from '#server/db/schema/check-in-devices.ts';
import { offlinePackReports } from '#server/db/schema/offline-pack-reports.ts';
import type { Readiness } from '#shared/contracts/readiness.ts';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import { runningFeedsFor } from '#server/services/event-feeds/running-feeds.ts';
import { addMember } from '../server/factories/events.ts';
import { registerTestAccount } from '../server/helpers/accounts.ts';
import { startScaleEvent, type ScaleEvent } from './scale-event.ts';

const warmRuns = 9;
const reportingPhones = 3_000;
const doorDevices = 4;
export const readinessBudgetMs = 500;

export interface ReadinessFigures {
  database: string;
  coldMs: number;
  warmMs: number[];
  /** After an attendee's read built the directory feed. */
  builtMs: number;
  load: number[];
  answer: Readiness;
  builtAnswer: Readiness;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function seedReports(scale: ScaleEvent): Promise<void> {
  const { db } = scale.server;
  const now = Date.now();
  const rows = Array.from({ length: reportingPhones }, (_, i) => ({
    eventId: scale.eventId,
    deviceId: randomBytes(16).toString('base64url'),
    // Half current, half from before the last change (version 0 is older than any bump).
    packVersion: i % 2 === 0 ? Number.MAX_SAFE_INTEGER : 0,
    reportedAt: new Date(now - (i % 48) * 30 * 60 * 1000),
  }));
  for (let i = 0; i < rows.length; i += 1000) await db.insert(offlinePackReports).values(rows.slice(i, i + 1000));
}

export async function benchReadiness(scale: ScaleEvent, log: (line: string) => void = console.log): Promise<ReadinessFigures> {
  const organizer = await registerTestAccount(scale.server.api, { firstName: 'Bench organizer' });
  await addMember(scale.server.db, scale.eventId, organizer.account.id, 'organizer');
  await seedReports(scale);
  const now = new Date();
  await scale.server.db.insert(checkInDevices).values(
    Array.from({ length: doorDevices }, (_, i) => ({ eventId: scale.eventId, deviceId: `bench-door-${i}`, label: `Gate ${i + 1}`, accountId: organizer.account.id, lastSyncAt: now, pendingScans: i, pendingReportedAt: now })),
  );
  const url = `${scale.server.url}/api/trpc/readiness.get?input=${encodeURIComponent(JSON.stringify({ eventId: scale.eventId }))}`;
  const headers = { [accountTokenHeaderName]: organizer.token };
  const ask = async (): Promise<{ ms: number; answer: Readiness }> => {
    const sent = performance.now();
    const response = await fetch(url, { headers });
    const body = (await response.json()) as { result?: { data: Readiness }; error?: unknown };
    const ms = performance.now() - sent;
    if (!response.ok || !body.result) throw new Error(`readiness.get answered ${response.status}: ${JSON.stringify(body.error).slice(0, 300)}`);
    return { ms, answer: body.result.data };
  };
  const cold = await ask();
  log(`  cold answer in ${cold.ms.toFixed(0)} ms`);
  const warm: number[] = [];
  let answer = cold.answer;
  for (let run = 0; run < warmRuns; run++) {
    const next = await ask();
    warm.push(next.ms);
    answer = next.answer;
  }
  const load = loadavg();
  await runningFeedsFor(scale.server.db)!.read('directory', scale.eventId);
  const built = await ask();
  return { database: process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite', coldMs: cold.ms, warmMs: warm, builtMs: built.ms, load, answer, builtAnswer: built.answer };
}

export function printReadiness(figures: ReadinessFigures, log: (line: string) => void = console.log): void {
  const { answer } = figures;
  const kB = (bytes: number) => `${Math.round(bytes / 1000).toLocaleString('en')} kB`;
  log(`  database: ${figures.database}; load average ${figures.load.map((n) => n.toFixed(1)).join(' / ')} (1/5/15 min)`);
  log(`  readiness.get, cold (small feeds built, directory counted in SQL, pictures sized): ${figures.coldMs.toFixed(0)} ms   (target ≤ ${readinessBudgetMs} ms)`);
  log(`  readiness.get, warm: median ${median(figures.warmMs).toFixed(0)} ms, worst ${Math.max(...figures.warmMs).toFixed(0)} ms of ${figures.warmMs.length}   (target ≤ ${readinessBudgetMs} ms)`);
  log(`  readiness.get, directory feed built by an attendee's read: ${figures.builtMs.toFixed(0)} ms`);
  const directory = (readiness: Readiness) => readiness.features.find((feature) => feature.flag === 'enableAttendeeList')?.data;
  const counted = directory(answer);
  const measured = directory(figures.builtAnswer);
  if (counted && measured) {
    const off = (a: number, b: number) => `${(((a - b) / b) * 100).toFixed(1)} %`;
    log(`  directory counted in SQL: ${counted.storedBytes} B stored, ${counted.transferBytes} B sent${counted.transferEstimated ? ' (estimated)' : ''}; from the built feed: ${measured.storedBytes} B, ${measured.transferBytes} B (stored ${off(counted.storedBytes, measured.storedBytes)}, sent ${off(counted.transferBytes, measured.transferBytes)})`);
  }
  log(`  what a phone holds: ${kB(answer.totals.storedBytes)} stored, ${kB(answer.totals.transferBytes)} sent, ${answer.totals.downloadSeconds} s at 1 Mbit/s`);
  for (const feature of answer.features)
    log(`    ${feature.name.padEnd(24)} ${feature.offline.padEnd(7)} ${String(feature.items ?? '-').padStart(6)} items  ${kB(feature.data.storedBytes).padStart(9)} data  ${String(feature.images.count).padStart(5)} pictures ${(feature.images.estimated ? '~' : '') + kB(feature.images.bytes)}`);
  log(`    app shell: ${answer.appShell ? `${answer.appShell.files} files, ${kB(answer.appShell.storedBytes)}` : 'no build measured'}`);
  log(`  phones: ${answer.phones.saved} saved of ${answer.phones.members} members, ${answer.phones.current} current; doors: ${answer.doors.devices.length}, ${answer.doors.pendingScans} scans waiting; checklist: ${answer.checklist.length} lines`);
}

// Run alone: node --import tsx tests/bench/readiness.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  const scale = await startScaleEvent();
  try {
    printReadiness(await benchReadiness(scale));
  } finally {
    await scale.stop();
  }
}
