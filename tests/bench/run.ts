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
// (These three need no client build: alone, they start without building dist/.)
// BENCH_ONLY=questions runs the live Q&A list alone (500 questions, 20,000 upvotes, CPU slowed 4×).
// BENCH_ONLY=live runs the live fan-out alone (2,000 open streams; BENCH_LIVE_STREAMS changes it).
// BENCH_ONLY=polls runs the poll votes alone (2,000 voters with open streams; BENCH_POLL_VOTERS changes it).
// BENCH_ONLY=burst runs one client's burst alone (500 stream opens, 500 queries, 500 static files at once) and another person's waits meanwhile.
// BENCH_ONLY=games runs the game scan replay alone (1,000 queued activity scans through the outbox).
// BENCH_ONLY=album runs the album alone (2,000 photos offline in Chromium, CPU slowed 4×: first thumbnails,
// scrolling frames, what the phone keeps; 50 photos queued offline then uploaded: tests/bench/album.ts).
// BENCH_ONLY=feeds runs the shared schedule and directory feeds alone (full answers and 304s, loopback and a venue-like link).
// BENCH_ONLY=readiness runs the organizers' offline readiness page alone on the seeded 5,000 / 300 event.
// BENCH_ONLY=offline-scale: an attendee saves the seeded 5,000 / 300 event (with pictures) in Chromium; offline
// 7 days later every read screen is checked, and the readiness page's size is set against storage.estimate().
// It prints figures and never fails on a budget (tests never assert on time: see
// tests/README.md, "House habits"); it exits 1
// only on a real error (no build, unreadable files) or a wrong result (a failed self-check, a wrong answer).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { benchAlbum, printAlbum } from './album.ts';
import { benchAttendeeList, printAttendeeList } from './attendee-list.ts';
import { benchBurst, printBurst } from './burst.ts';
import { benchDatabaseLabel } from './bench-start.ts';
import { benchChaos } from './chaos/bench-chaos.ts';
import { benchDoorsOpen, printDoorsOpen } from './doors-open.ts';
import { benchEventFeeds, printEventFeeds } from './event-feeds.ts';
import { benchEventQueries, printEventQueries } from './event-queries.ts';
import { benchLandingLighthouse, printLandingLighthouse } from './landing-lighthouse.ts';
import { benchLiveFanOut, printLiveFanOut } from './live-fan-out.ts';
import { benchPollVotes, printPollVotes } from './poll-votes.ts';
import { benchOutboxReplay, printReplay } from './outbox-replay.ts';
import { benchGameScanReplay, printGameScanReplay } from './game-scan-replay.ts';
import { benchQuestionsRender, printQuestionsRender } from './questions-render.ts';
import { benchReadiness, printReadiness } from './readiness.ts';
import { checkAlbumTools, checkThrottledLink } from './tool-self-checks.ts';
import { scaleSize, startScaleEvent } from './scale-event.ts';
import { benchScanToResult, printScanToResult } from './scan-to-result.ts';
import { formatKb, gzipSizeOf } from './gzip-size.ts';
import { printFirstLoadSizes } from './first-load-sizes.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');
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
  // The browser figures need the current client (its performance marks among it), not an old build.
  if (built && statSync(index).mtimeMs >= newestSourceMs()) return;
  console.log(built ? 'dist/ is older than the client sources: building…' : 'dist/ is missing or has no Vite manifest: building…');
  // A production build whatever the shell's NODE_ENV: Vite and React derive their mode from it.
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) throw new Error(`vite build failed (exit ${build.status})`);
}

async function main(): Promise<void> {
  // First the sections that need no client build, alone: nothing is built for them.
  // BENCH_ONLY=self-checks: the bench tools' own checks, in seconds (each also runs at the start of its section).
  if (process.env.BENCH_ONLY === 'self-checks') {
    console.log("\nSelf-checks of the bench's own tools\n");
    await checkAlbumTools();
    await checkThrottledLink();
    return;
  }

  // BENCH_ONLY=replay: the door check-in replay alone (also in the full sequence below).
  const replay = async () => {
    console.log(`\nOutbox replay: 1,000 queued check-ins drained against a local server on ${benchDatabaseLabel()}, then sent again in full requests\n`);
    printReplay(await benchOutboxReplay());
  };
  if (process.env.BENCH_ONLY === 'replay') return replay();

  // BENCH_ONLY=queries: the schedule, directory and matches queries on the seeded scale event, alone (also in the full sequence).
  const queriesTitle = () => `\nSchedule, attendees and matches: the seeded 5,000-attendee / 300-session event on a local server on ${benchDatabaseLabel()}\n`;
  if (process.env.BENCH_ONLY === 'queries') {
    console.log(queriesTitle());
    const alone = await startScaleEvent();
    try {
      printEventQueries(await benchEventQueries(alone));
    } finally {
      await alone.stop();
    }
    return;
  }

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
  if (process.env.BENCH_ONLY === 'sizes') return;

  // BENCH_ONLY=questions: the live Q&A list alone (it also runs in the full sequence below).
  const questionsRender = async () => {
    console.log('\nLive questions: 500 questions, 20,000 upvotes, live re-ordering in Chromium with the CPU slowed 4×\n');
    printQuestionsRender(await benchQuestionsRender());
  };
  if (process.env.BENCH_ONLY === 'questions') return questionsRender();

  // BENCH_ONLY=live: the live fan-out alone (it also runs in the full sequence below).
  const liveFanOut = async () => {
    console.log(`\nLive fan-out: open notification streams of one event's members, a burst of changes, beside a plain node:http SSE server\n`);
    printLiveFanOut(await benchLiveFanOut());
  };
  if (process.env.BENCH_ONLY === 'live') return liveFanOut();

  // BENCH_ONLY=polls: 2,000 voters on one poll with their streams open (also in the full sequence below).
  const pollVotes = async () => {
    console.log('\nPoll votes: every member votes on one poll within 10 s while their notification streams are open\n');
    printPollVotes(await benchPollVotes());
  };
  if (process.env.BENCH_ONLY === 'polls') return pollVotes();

  // BENCH_ONLY=burst: one client's burst and another person's waits meanwhile (also in the full sequence below).
  const burst = async () => {
    console.log('\nOne client\'s burst: 500 stream opens, 500 queries, 500 static files at once; another person\'s waits meanwhile, in-flight bounds off and on\n');
    printBurst(await benchBurst());
  };
  if (process.env.BENCH_ONLY === 'burst') return burst();

  // BENCH_ONLY=games: 1,000 queued activity scans through the real outbox (also in the full sequence below).
  const gameScans = async () => {
    console.log('\nGame scans: 1,000 queued activity scans drained through the outbox against a local server\n');
    printGameScanReplay(await benchGameScanReplay());
  };
  if (process.env.BENCH_ONLY === 'games') return gameScans();

  // BENCH_ONLY=album: the album targets alone (also in the full sequence below).
  const album = async () => {
    console.log(`\nAlbum: 2,000 photos offline in Chromium (CPU slowed 4×), what the phone keeps, 50 photos queued offline then uploaded\n`);
    printAlbum(await benchAlbum());
  };
  if (process.env.BENCH_ONLY === 'album') return album();

  // BENCH_ONLY=offline-scale: issue 16's target on the scale event (alone only: it seeds its own event and runs Chromium for minutes).
  if (process.env.BENCH_ONLY === 'offline-scale') {
    console.log(`\nOffline for 7 days on the seeded 5,000 / 300 event with pictures, and the readiness page's size against the phone's\n`);
    const { benchOfflineScale, printOfflineScale } = await import('./offline-scale.ts');
    return printOfflineScale(await benchOfflineScale());
  }

  // BENCH_ONLY=feeds: the shared schedule and directory feeds beside a plain route, alone (also in the full sequence).
  const feedsTitle = () => `\nShared event feeds: the whole schedule and directory as ready bytes, beside a plain route sending the same bytes, on ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}\n`;
  if (process.env.BENCH_ONLY === 'feeds') {
    console.log(feedsTitle());
    const alone = await startScaleEvent();
    try {
      printEventFeeds(await benchEventFeeds(alone));
    } finally {
      await alone.stop();
    }
    return;
  }

  // BENCH_ONLY=readiness: the readiness page on the seeded scale event (also in the full sequence, with the other scale figures).
  const readinessTitle = () => `\nOffline readiness page: readiness.get for the seeded 5,000-attendee / 300-session event, ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}\n`;
  if (process.env.BENCH_ONLY === 'readiness') {
    console.log(readinessTitle());
    const alone = await startScaleEvent();
    try {
      printReadiness(await benchReadiness(alone));
    } finally {
      await alone.stop();
    }
    return;
  }

  console.log('\nLanding page in Lighthouse (mobile: slow 4G, CPU 4× slower, simulated), the production build on a local server\n');
  printLandingLighthouse(await benchLandingLighthouse());

  await replay();

  await gameScans();

  console.log('\nScan to result: Chromium, fake camera, offline\n');
  printScanToResult(await benchScanToResult());

  await questionsRender();
  await album();
  await liveFanOut();
  await pollVotes();
  await burst();

  // The scale event's server uses a throwaway PostgreSQL database when DATABASE_URL is set.
  const databaseName = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';
  console.log(queriesTitle());
  const scale = await startScaleEvent();
  try {
    printEventQueries(await benchEventQueries(scale));
    console.log(feedsTitle());
    printEventFeeds(await benchEventFeeds(scale));
    console.log('\nAttendee list offline: Chromium, CPU slowed 4×, 5,000 people saved on the device\n');
    printAttendeeList(await benchAttendeeList(scale));
    console.log(readinessTitle());
    printReadiness(await benchReadiness(scale));
  } finally {
    await scale.stop();
  }

  console.log(`\nDoors open: ${scaleSize.attendees.toLocaleString('en')} attendees download their event pack, the server alone in its own process, on ${databaseName}\n`);
  printDoorsOpen(await benchDoorsOpen());

  console.log('\nOffline scan chaos: 10,000 scans on 3 devices through network cuts and server kills, on PostgreSQL\n');
  await benchChaos();
}

// Exit explicitly: the benchmark's server and browser are closed, but a stray handle must not keep it alive.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
