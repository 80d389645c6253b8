// `npm run bench`: prints the gzip size of the JS and CSS that the landing page
// and /events load first, against the budget, plus the service worker's size; the landing
// page's Lighthouse figures (score, LCP, FCP, TBT, CLS, bytes) against their targets;
// then the door check-in figures: the replay of 1,000 queued check-ins
// against a local server, and decoded code → result screen offline in Chromium; then the event-data figures
// on the seeded 5,000-attendee / 300-session event: the schedule and directory queries beside
// a plain Fastify route, matches for one attendee, and the attendee list offline in Chromium
// with the CPU slowed 4×, the shared schedule and directory feeds beside a plain route sending the
// same bytes (and their 304s), and doors open: 5,000 attendees downloading their event pack from a
// server in its own process (PGlite, or PostgreSQL when DATABASE_URL is set; BENCH_DOORS_SECONDS
// shortens its 5-minute window); last the offline-scan chaos run on PostgreSQL (tests/bench/chaos).
// BENCH_ONLY=sizes prints the size figures alone.
// BENCH_ONLY=self-checks runs the self-checks of the bench's own tools alone (tool-self-checks.ts: the album's
// scroll floor and frame counting, the feeds' venue-like link); each also runs at the start of its section.
// BENCH_ONLY=replay runs the door check-in replay alone (1,000 queued check-ins, then the same again in full requests).
// BENCH_ONLY=queries runs the schedule, directory and matches queries alone on the seeded 5,000 / 300 event.
// BENCH_ONLY=bursty-writes runs the bursty writes alone (2,000 question upvotes within 2 s, 2,000 activity scans
// within 2 s, door check-ins from 8 devices: tests/bench/bursty-writes.ts; BENCH_BURSTY_PEOPLE changes it).
// (These four need no client build: alone, they start without building dist/.)
// BENCH_ONLY=questions runs the live Q&A list alone (500 questions, 20,000 upvotes, CPU slowed 4×).
// BENCH_ONLY=live runs the live fan-out alone (2,000 open streams; BENCH_LIVE_STREAMS changes it).
// BENCH_ONLY=polls runs the poll votes alone (2,000 voters with open streams; BENCH_POLL_VOTERS changes it).
// BENCH_ONLY=burst runs one client's burst alone (500 stream opens, 500 queries, 500 static files at once) and another person's waits meanwhile.
// BENCH_ONLY=games runs the game scan replay alone (1,000 queued activity scans through the outbox).
// BENCH_ONLY=album runs the album alone (2,000 photos offline in Chromium, CPU slowed 4×: first thumbnails,
// scrolling frames, what the phone keeps; 50 photos queued offline then uploaded: tests/bench/album.ts).
// BENCH_ONLY=feeds runs the shared schedule and directory feeds alone (full answers and 304s, loopback and a venue-like link).
// BENCH_ONLY=readiness runs the organizers' offline readiness page alone on the seeded 5,000 / 300 event.
// BENCH_ONLY=attendees runs the attendee list offline alone on the seeded 5,000 / 300 event.
// BENCH_ONLY=first-visit runs the first visit alone (cold, signed in, venue link, CPU 4×: the event home,
// schedule and attendee list, when the app and the event work offline, the landing page beside them).
// BENCH_DIST_DIR=<dir> measures a build of one's own there (built beforehand) instead of dist/.
// Another name is an error.
// BENCH_ONLY=meetings-free-slots runs the free-slot search for one pair alone (5,000 members with full agendas, on the server, then in
// Chromium offline with the CPU slowed 4×: tests/bench/meetings-free-slots.ts).
// BENCH_ONLY=meetings-load runs the meeting requests and answers alone (2,000 people × 3 requests, then answers; BENCH_MEETINGS_SECONDS per phase, 60
// unless told, 600 at the event's own rate: tests/bench/meetings-load.ts; needs no client build).
// BENCH_ONLY=doors runs doors open alone (5,000 packs in 5 minutes; BENCH_DOORS_SECONDS / BENCH_DOORS_PACKS shorten it);
// BENCH_ONLY=doors-busy the same while another process keeps one core busy (shared feeds against 250 ms).
// Every run prints the machine's load when it began and when it ended, and a run that began at a
// load above 1.5 is marked as not a result (bench-start.ts, resultVerdict).
// BENCH_ONLY=offline-scale: an attendee saves the seeded 5,000 / 300 event (with pictures) in Chromium; offline
// 7 days later every read screen is checked, and the readiness page's size is set against storage.estimate().
// It prints figures and never fails on a budget (tests never assert on time: see
// tests/README.md, "House habits"); it exits 1
// only on a real error (no build, unreadable files) or a wrong result (a failed self-check, a wrong answer).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { benchAlbum, printAlbum } from './album.ts';
import { benchAttendeeList, printAttendeeList } from './attendee-list.ts';
import { benchBurst, printBurst } from './burst.ts';
import { benchBurstyWrites, printBurstyWrites } from './bursty-writes.ts';
import { benchDatabaseLabel, loadLine, resultVerdict } from './bench-start.ts';
import { benchChaos } from './chaos/bench-chaos.ts';
import { benchDoorsOpen, printDoorsOpen } from './doors-open.ts';
import { benchEventFeeds, printEventFeeds } from './event-feeds.ts';
import { benchEventQueries, printEventQueries } from './event-queries.ts';
import { benchFirstVisit, printFirstVisit } from './first-visit.ts';
import { benchLandingLighthouse, printLandingLighthouse } from './landing-lighthouse.ts';
import { benchLiveFanOut, printLiveFanOut } from './live-fan-out.ts';
import { benchMeetingsFreeSlots, printMeetingsFreeSlots } from './meetings-free-slots.ts';
import { benchMeetingsLoad, printMeetingsLoad } from './meetings-load.ts';
import { benchPollVotes, printPollVotes } from './poll-votes.ts';
import { benchOutboxReplay, printReplay } from './outbox-replay.ts';
import { benchGameScanReplay, printGameScanReplay } from './game-scan-replay.ts';
import { benchQuestionsRender, printQuestionsRender } from './questions-render.ts';
import { benchReadiness, printReadiness } from './readiness.ts';
import { checkAlbumTools, checkThrottledLink } from './tool-self-checks.ts';
import { scaleSize, startScaleEvent, type ScaleEvent } from './scale-event.ts';
import { benchScanToResult, printScanToResult } from './scan-to-result.ts';
import { formatKb, gzipSizeOf } from './gzip-size.ts';
import { printFirstLoadSizes } from './first-load-sizes.ts';

const root = path.resolve(import.meta.dirname, '../..');
// Others may rebuild dist/ meanwhile: BENCH_DIST_DIR names a private build (never rebuilt here).
const privateDist = process.env.BENCH_DIST_DIR;
const dist = privateDist ?? path.join(root, 'dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
/** The newest modification time of the files the client build is made from. */
function newestSourceMs(): number {
  let newest = 0;
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const dir of ['src/client', 'src/shared', 'sw']) if (existsSync(path.join(root, dir))) visit(path.join(root, dir));
  return newest;
}

function ensureBuild(): void {
  const index = path.join(dist, 'index.html');
  const built = existsSync(index) && existsSync(manifestPath);
  if (privateDist) {
    if (!built) throw new Error(`BENCH_DIST_DIR=${privateDist} holds no build with a Vite manifest`);
    return;
  }
  // The browser figures need the current client (its performance marks among it), not an old build.
  if (built && statSync(index).mtimeMs >= newestSourceMs()) return;
  console.log(built ? 'dist/ is older than the client sources: building…' : 'dist/ is missing or has no Vite manifest: building…');
  // A production build whatever the shell's NODE_ENV: Vite and React derive their mode from it.
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) throw new Error(`vite build failed (exit ${build.status})`);
}

interface Section {
  title: () => string;
  run: () => Promise<void>;
}

/** Sections that start what they measure themselves; each can run alone as BENCH_ONLY=<name>. */
const sections = {
  // The door check-in replay (needs no client build).
  replay: {
    title: () => `Outbox replay: 1,000 queued check-ins drained against a local server on ${benchDatabaseLabel()}, then sent again in full requests`,
    run: async () => printReplay(await benchOutboxReplay()),
  },
  questions: {
    title: () => 'Live questions: 500 questions, 20,000 upvotes, live re-ordering in Chromium with the CPU slowed 4×',
    run: async () => printQuestionsRender(await benchQuestionsRender()),
  },
  live: {
    title: () => "Live fan-out: open notification streams of one event's members, a burst of changes, beside a plain node:http SSE server",
    run: async () => printLiveFanOut(await benchLiveFanOut()),
  },
  polls: {
    title: () => 'Poll votes: every member votes on one poll within 10 s while their notification streams are open',
    run: async () => printPollVotes(await benchPollVotes()),
  },
  burst: {
    title: () => "One client's burst: 500 stream opens, 500 queries, 500 static files at once; another person's waits meanwhile, in-flight bounds off and on",
    run: async () => printBurst(await benchBurst()),
  },
  'bursty-writes': {
    title: () => `Bursty writes: 2,000 question upvotes, then 2,000 activity scans, each within 2 s, then door check-ins from 8 devices, on ${benchDatabaseLabel()}`,
    run: async () => printBurstyWrites(await benchBurstyWrites()),
  },
  'meetings-free-slots': {
    title: () => `1:1 meetings: free slots for one pair on an event of 5,000 members with full agendas and existing meetings, on ${benchDatabaseLabel()}`,
    run: async () => printMeetingsFreeSlots(await benchMeetingsFreeSlots(console.log, { distDir: dist })),
  },
  'meetings-load': {
    title: () => `1:1 meetings: 2,000 attendees send 3 requests each, then every request is answered, on ${benchDatabaseLabel()}`,
    run: async () => printMeetingsLoad(await benchMeetingsLoad()),
  },
  games: {
    title: () => 'Game scans: 1,000 queued activity scans drained through the outbox against a local server',
    run: async () => printGameScanReplay(await benchGameScanReplay()),
  },
  album: {
    title: () => 'Album: 2,000 photos offline in Chromium (CPU slowed 4×), what the phone keeps, 50 photos queued offline then uploaded',
    run: async () => printAlbum(await benchAlbum()),
  },
} satisfies Record<string, Section>;

interface ScaleSection {
  title: () => string;
  run: (scale: ScaleEvent) => Promise<void>;
}

/**
 * Sections on the seeded scale event: alone (BENCH_ONLY=<name>, those named here) each seeds its
 * own; in the full run they share one.
 */
const scaleSections = {
  queries: {
    title: () => `Schedule, attendees and matches: the seeded 5,000-attendee / 300-session event on a local server on ${benchDatabaseLabel()}`,
    run: async (scale) => printEventQueries(await benchEventQueries(scale)),
  },
  feeds: {
    title: () => `Shared event feeds: the whole schedule and directory as ready bytes, beside a plain route sending the same bytes, on ${benchDatabaseLabel()}`,
    run: async (scale) => printEventFeeds(await benchEventFeeds(scale)),
  },
  attendees: {
    title: () => 'Attendee list offline: Chromium, CPU slowed 4×, 5,000 people saved on the device',
    run: async (scale) => printAttendeeList(await benchAttendeeList(scale)),
  },
  'first-visit': {
    title: () => `First visit at the venue: cold, signed in, the seeded 5,000-attendee event on ${benchDatabaseLabel()}, Chromium on a slow link with the CPU slowed 4×`,
    run: async (scale) => {
      printFirstVisit(await benchFirstVisit(scale));
      // Alone, the landing page's figures beside them (the full run prints them in their own section).
      if (process.env.BENCH_ONLY !== 'first-visit' || process.env.BENCH_FIRST_VISIT_LANDING === '0') return;
      console.log('\n  The landing page beside them: Lighthouse mobile (slow 4G, CPU 4×, simulated)\n');
      printLandingLighthouse(await benchLandingLighthouse(console.log, { distDir: dist }));
    },
  },
  readiness: {
    title: () => `Offline readiness page: readiness.get for the seeded 5,000-attendee / 300-session event, ${benchDatabaseLabel()}`,
    run: async (scale) => printReadiness(await benchReadiness(scale)),
  },
} satisfies Record<string, ScaleSection>;

const runSection = async (section: Section) => {
  console.log(`\n${section.title()}\n`);
  await section.run();
};

/** Scale sections on one seeded event, stopped whatever happens. */
async function runOnScaleEvent(chosen: ScaleSection[]): Promise<void> {
  const scale = await startScaleEvent();
  try {
    for (const section of chosen) await runSection({ title: section.title, run: () => section.run(scale) });
  } finally {
    await scale.stop();
  }
}

const isSection = (name: string): name is keyof typeof sections => Object.hasOwn(sections, name);
const isScaleSection = (name: string): name is keyof typeof scaleSections => Object.hasOwn(scaleSections, name);

async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY ?? '';
  // First the sections that need no client build, alone: nothing is built for them.
  // BENCH_ONLY=self-checks: the bench tools' own checks, in seconds (each also runs at the start of its section).
  if (only === 'self-checks') {
    console.log("\nSelf-checks of the bench's own tools\n");
    await checkAlbumTools();
    await checkThrottledLink();
    return;
  }
  if (only === 'replay') return runSection(sections.replay);
  if (only === 'doors' || only === 'doors-busy') {
    const busyCore = only === 'doors-busy';
    console.log(`\nDoors open${busyCore ? ' on a busy machine' : ''}: ${scaleSize.attendees.toLocaleString('en')} attendees download their event pack, the server alone in its own process, on ${benchDatabaseLabel()}\n`);
    return printDoorsOpen(await benchDoorsOpen(console.log, { busyCore }));
  }
  if (only === 'queries') return runOnScaleEvent([scaleSections.queries]);
  if (only === 'bursty-writes') return runSection(sections['bursty-writes']);
  if (only === 'meetings-load') return runSection(sections[only]);

  ensureBuild();
  await printFirstLoadSizes(dist);

  const swPath = path.join(dist, 'sw.js');
  if (existsSync(swPath)) {
    const swText = await readFile(swPath, 'utf8');
    const precacheEntries = (swText.match(/"revision":/g) ?? []).length;
    console.log(`Service worker: ${formatKb(await gzipSizeOf(swPath))} gzip, ${precacheEntries} precache entries`);
  } else {
    console.log('Service worker: dist/sw.js missing');
  }

  // BENCH_ONLY=sizes stops here: the size figures alone, in seconds, with nothing started.
  if (only === 'sizes') return;
  if (isSection(only)) return runSection(sections[only]);
  if (isScaleSection(only)) return runOnScaleEvent([scaleSections[only]]);

  // BENCH_ONLY=offline-scale: alone only, as it seeds its own event and runs Chromium for minutes.
  if (only === 'offline-scale') {
    console.log(`\nOffline for 7 days on the seeded 5,000 / 300 event with pictures, and the readiness page's size against the phone's\n`);
    const { benchOfflineScale, printOfflineScale } = await import('./offline-scale.ts');
    return printOfflineScale(await benchOfflineScale());
  }
  if (only) throw new Error(`BENCH_ONLY=${only} names no section`);

  console.log('\nLanding page in Lighthouse (mobile: slow 4G, CPU 4× slower, simulated), the production build on a local server\n');
  printLandingLighthouse(await benchLandingLighthouse(console.log, { distDir: dist }));

  await runSection(sections.replay);
  await runSection(sections.games);

  console.log('\nScan to result: Chromium, fake camera, offline\n');
  printScanToResult(await benchScanToResult());

  for (const name of ['questions', 'album', 'live', 'polls', 'burst', 'bursty-writes', 'meetings-free-slots', 'meetings-load'] as const) await runSection(sections[name]);

  // The scale event's server uses a throwaway PostgreSQL database when DATABASE_URL is set.
  await runOnScaleEvent(Object.values(scaleSections));

  console.log(`\nDoors open: ${scaleSize.attendees.toLocaleString('en')} attendees download their event pack, the server alone in its own process, on ${benchDatabaseLabel()}\n`);
  printDoorsOpen(await benchDoorsOpen());
  console.log(`\nDoors open on a busy machine: the same while another process keeps one of the cores busy, on ${benchDatabaseLabel()}\n`);
  printDoorsOpen(await benchDoorsOpen(console.log, { busyCore: true }));

  console.log('\nOffline scan chaos: 10,000 scans on 3 devices through network cuts and server kills, on PostgreSQL\n');
  await benchChaos();
}

// The load when the bench began decides whether its figures count; printed first and last.
const loadAtStart = os.loadavg();
console.log(`Machine: ${loadLine(loadAtStart, loadAtStart)}`);
// Exit explicitly: the benchmark's server and browser are closed, but a stray handle must not keep it alive.
main().then(
  () => {
    console.log(`\nMachine: ${loadLine(loadAtStart)}; ${resultVerdict(loadAtStart[0]!)}`);
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
