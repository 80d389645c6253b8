// Issue 35: an attendee's first visit to an event screen at the venue. Chromium at phone size, the
// venue link and a slow phone (phone-on-slow-link.ts), no HTTP cache and no service worker yet (a
// fresh browser context for every run), signed in beforehand (the sign-in cookie from signing in
// over HTTP, and the app's saved sign-in hint, as signing in on this phone leaves them). For the
// event home, the schedule and the attendee list of the seeded 5,000-attendee event
// (scale-event.ts), three runs each, it prints: time to the first meaningful element on screen
// (the event's name, the first session title, the first person), the requests made before it
// (and how many were JavaScript), the first paint, how long after the first paint the app works
// offline (service worker activated: its precache complete) and the event's data is saved on the
// phone. Then "Make available offline" on the event: its time and bytes. Then the landing page's
// figures (Lighthouse, first-load sizes) beside them. Targets printed beside figures; asserts nothing.
// Alone: BENCH_ONLY=first-visit npm run bench (BENCH_DIST_DIR=<dir> for a private build,
// BENCH_FIRST_VISIT_LANDING=0 skips the landing page, BENCH_FIRST_VISIT_PACK=0 the offline download,
// BENCH_FIRST_VISIT_REQUESTS=1 lists what the last run of each screen asked for before its content,
// when each arrived, and the page's long tasks before it; BENCH_FIRST_VISIT_RUNS=5 runs each screen
// five times instead of three, where the differences looked for are smaller than a run's spread).
import { chromium, type Browser, type Page } from '@playwright/test';
import { savedSessionKey } from '#client/stores/saved-session.ts';
import { accountTokenCookieName } from '#shared/contracts/session.ts';
import type { ScaleEvent } from './scale-event.ts';
import { installFirstVisitProbe, type ProbeMarks } from './first-visit-probe.ts';
import { describeLink, slowDown, venuePhone } from './phone-on-slow-link.ts';

export const firstVisitTargets = { meaningfulMs: 2_000, requests: 15, appOfflineAfterPaintMs: 5_000, packOfflineMs: 30_000 };
const runsPerScreen = Number(process.env.BENCH_FIRST_VISIT_RUNS ?? 3);
const phone = { viewport: { width: 412, height: 839 }, locale: 'en-CA', serviceWorkers: 'allow' as const };

interface Screen {
  name: string;
  path: (eventId: string) => string;
  selector: string;
}

const screens: Screen[] = [
  { name: 'event home', path: (id) => `/event/${id}`, selector: 'article h1' },
  { name: 'schedule', path: (id) => `/event/${id}/schedule?filter=all`, selector: 'main a[href*="/program/"]' },
  { name: 'attendee list', path: (id) => `/event/${id}/attendees?filter=all`, selector: 'main a[href*="/attendee/"]' },
];

export interface VisitRun {
  meaningfulMs: number;
  firstPaintMs: number;
  requestsBefore: number;
  jsRequestsBefore: number;
  bytesBefore: number;
  /** What was asked for before the first meaningful content: ms after the page's start, bytes, path. */
  before: Array<{ atMs: number; doneAtMs: number; bytes: number; type: string; path: string }>;
  /** The page's long tasks (start, duration in ms) before the first meaningful content. */
  longTasks: Array<[number, number]>;
  /** After the first paint; NaN when it did not happen within the wait. */
  appOfflineAfterPaintMs: number;
  packSavedAfterPaintMs: number;
}

export interface FirstVisitFigures {
  screens: Array<{ name: string; path: string; runs: VisitRun[] }>;
  /** seconds: until the event opens offline (its data kept); picturesSeconds: until its pictures are kept too. */
  pack: { seconds: number; dataBytes: number; picturesSeconds: number; summary: string; pageBytes: number; workerBytes: number } | null;
}

interface SentRequest {
  wallMs: number;
  /** The same moment on the browser's monotonic clock, to place the request's end (loadingFinished) on the page's time. */
  monotonicMs: number;
  url: string;
  type: string;
  requestId: string;
}

async function savedSessionValue(scale: ScaleEvent): Promise<string> {
  const answer = await scale.server.api.query<{ success: boolean; data: unknown }>('account.authenticate', undefined, { token: scale.attendee.token });
  if (!answer.data?.success) throw new Error(`account.authenticate refused the bench attendee: ${JSON.stringify(answer.error)}`);
  return JSON.stringify({ version: 1, signedIn: true, account: answer.data.data });
}

/** A fresh context (no HTTP cache, no worker) signed in as the attendee, its page slowed down. */
async function coldSignedInPage(browser: Browser, scale: ScaleEvent, selector: string, session: string) {
  const context = await browser.newContext({ baseURL: scale.server.url, ...phone });
  await context.addCookies([{ name: accountTokenCookieName, value: scale.attendee.token, url: scale.server.url, httpOnly: true, sameSite: 'Lax' }]);
  // tsx compiles this file keeping function names through a `__name` helper, which the serialised
  // probe calls in the page: there it must exist too.
  await context.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
  await context.addInitScript(installFirstVisitProbe, { selector, savedSession: { key: savedSessionKey, value: session } });
  const page = await context.newPage();
  const slowed = await slowDown(context, page, scale.server.url, venuePhone);
  const sent: SentRequest[] = [];
  const finished = new Map<string, { bytes: number; monotonicMs: number }>();
  slowed.cdp.on('Network.requestWillBeSent', ({ wallTime, timestamp, request, type, requestId }) => {
    if (!request.url.startsWith('data:')) sent.push({ wallMs: wallTime * 1000, monotonicMs: timestamp * 1000, url: request.url, type: type ?? 'Other', requestId });
  });
  slowed.cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => finished.set(requestId, { bytes: encodedDataLength, monotonicMs: timestamp * 1000 }));
  const close = async () => {
    await slowed.stop();
    await context.close();
  };
  return { context, page, slowed, sent, finished, close };
}

const marksOf = (page: Page) => page.evaluate(() => window.firstVisitMarks ?? null) as Promise<ProbeMarks | null>;

async function visitOnce(browser: Browser, scale: ScaleEvent, screen: Screen, session: string): Promise<VisitRun> {
  const visit = await coldSignedInPage(browser, scale, screen.selector, session);
  try {
    const { page } = visit;
    await page.goto(screen.path(scale.eventId), { waitUntil: 'commit' });
    await page.waitForFunction(() => (window.firstVisitMarks?.meaningfulAt ?? -1) > 0, undefined, { timeout: 120_000, polling: 250 });
    // The paint entry comes a moment after the frame is shown: when the first paint is the frame of
    // the meaningful content itself (the event home), it is not there yet as the mark is taken.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 10_000, polling: 100 }).catch(() => undefined);
    const { timeOrigin, firstPaint } = await page.evaluate(() => ({
      timeOrigin: performance.timeOrigin,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    }));
    const meaningfulMs = (await marksOf(page))?.meaningfulAt ?? Number.NaN;
    const before = visit.sent.filter((request) => request.wallMs <= timeOrigin + meaningfulMs);
    const isJs = (request: SentRequest) => request.type === 'Script' || new URL(request.url).pathname.endsWith('.js');
    // The app works offline once its worker is active; the event's data line shows on the schedule and the list.
    await page.waitForFunction(() => window.firstVisitMarks?.workerActivatedAt != null, undefined, { timeout: 120_000, polling: 500 }).catch(() => undefined);
    if (screen.name !== 'event home') {
      await page.waitForFunction(() => window.firstVisitMarks?.packSavedAt != null, undefined, { timeout: 120_000, polling: 500 }).catch(() => undefined);
    }
    const marks = await marksOf(page);
    const after = (at: number | null | undefined) => (at == null ? Number.NaN : at - firstPaint);
    return {
      meaningfulMs,
      firstPaintMs: firstPaint,
      requestsBefore: before.length,
      jsRequestsBefore: before.filter(isJs).length,
      bytesBefore: before.reduce((sum, request) => sum + (visit.finished.get(request.requestId)?.bytes ?? 0), 0),
      before: before.map((request) => {
        const url = new URL(request.url);
        const done = visit.finished.get(request.requestId);
        const atMs = request.wallMs - timeOrigin;
        const doneAtMs = done ? atMs + done.monotonicMs - request.monotonicMs : Number.NaN;
        return { atMs, doneAtMs, bytes: done?.bytes ?? 0, type: request.type, path: url.pathname + url.search.slice(0, 60) };
      }),
      longTasks: (marks?.longTasks ?? []).filter(([start]) => start < meaningfulMs),
      appOfflineAfterPaintMs: after(marks?.workerActivatedAt),
      packSavedAfterPaintMs: after(marks?.packSavedAt),
    };
  } finally {
    await visit.close();
  }
}

/** A cold visit to the event home, then "Make available offline" from the event menu, timed to its "Available offline" line. */
async function makeAvailableOffline(browser: Browser, scale: ScaleEvent, session: string): Promise<NonNullable<FirstVisitFigures['pack']>> {
  const visit = await coldSignedInPage(browser, scale, 'article h1', session);
  try {
    const { page } = visit;
    await page.goto(`/event/${scale.eventId}`);
    await page.waitForFunction(() => window.firstVisitMarks?.workerActivatedAt != null, undefined, { timeout: 120_000, polling: 500 });
    await page.getByRole('button', { name: 'Open event menu' }).click();
    const offlineUse = page.getByRole('region', { name: 'Offline use' });
    const startBytes = visit.slowed.receivedBytes();
    const started = Date.now();
    await offlineUse.getByRole('button', { name: 'Make available offline' }).click();
    // "Available offline" shows once the event's data is kept (it opens offline from then on); the
    // line then counts its pictures, and gives the size once they are kept too.
    const status = offlineUse.getByRole('status');
    await status.filter({ hasText: /^Available offline · / }).waitFor({ timeout: 15 * 60_000 });
    const seconds = (Date.now() - started) / 1000;
    const dataBytes = visit.slowed.receivedBytes();
    const done = status.filter({ hasText: /^Available offline · .* · updated \d\d:\d\d$/ });
    await done.waitFor({ timeout: 15 * 60_000 });
    const picturesSeconds = (Date.now() - started) / 1000;
    const endBytes = visit.slowed.receivedBytes();
    return {
      seconds,
      dataBytes: dataBytes.page + dataBytes.worker - startBytes.page - startBytes.worker,
      picturesSeconds,
      summary: (await done.textContent()) ?? '',
      pageBytes: endBytes.page - startBytes.page,
      workerBytes: endBytes.worker - startBytes.worker,
    };
  } finally {
    await visit.close();
  }
}

export async function benchFirstVisit(scale: ScaleEvent, log: (line: string) => void = console.log): Promise<FirstVisitFigures> {
  const session = await savedSessionValue(scale);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const figures: FirstVisitFigures = { screens: [], pack: null };
    for (const screen of screens) {
      const runs: VisitRun[] = [];
      for (let run = 1; run <= runsPerScreen; run++) {
        runs.push(await visitOnce(browser, scale, screen, session));
        log(`  ${screen.name}: run ${run}/${runsPerScreen} done`);
      }
      figures.screens.push({ name: screen.name, path: screen.path(scale.eventId).replace(scale.eventId, '{id}'), runs });
    }
    if (process.env.BENCH_FIRST_VISIT_PACK !== '0') figures.pack = await makeAvailableOffline(browser, scale, session);
    return figures;
  } finally {
    await browser.close();
  }
}

function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2;
}

const seconds = (ms: number) => (Number.isNaN(ms) ? 'not within 120 s' : `${(ms / 1000).toFixed(2)} s`);
const verdict = (ok: boolean) => (ok ? 'within target' : 'OVER TARGET');
const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;

export function printFirstVisit(figures: FirstVisitFigures, log: (line: string) => void = console.log): void {
  const targets = firstVisitTargets;
  log(`  Cold (no HTTP cache, no service worker), signed in, 412×839, ${describeLink(venuePhone)}; medians of ${runsPerScreen} runs (each run in brackets)`);
  for (const { name, path, runs } of figures.screens) {
    const of = (pick: (run: VisitRun) => number) => median(runs.map(pick));
    const each = (pick: (run: VisitRun) => number, format: (value: number) => string) => runs.map((run) => format(pick(run))).join(', ');
    const meaningful = of((run) => run.meaningfulMs);
    const requests = of((run) => run.requestsBefore);
    log(`  ${name} (${path})`);
    log(`    first meaningful content ${seconds(meaningful).padStart(8)}   target ≤ ${seconds(targets.meaningfulMs)}: ${verdict(meaningful <= targets.meaningfulMs)}   (${each((run) => run.meaningfulMs, seconds)})`);
    log(`    requests before it       ${String(requests).padStart(8)}   target ≤ ${targets.requests}: ${verdict(requests <= targets.requests)}   (${each((run) => run.requestsBefore, String)}); JavaScript ${of((run) => run.jsRequestsBefore)} (${each((run) => run.jsRequestsBefore, String)}); ${kB(of((run) => run.bytesBefore))} on the wire`);
    log(`    first paint              ${seconds(of((run) => run.firstPaintMs)).padStart(8)}   (${each((run) => run.firstPaintMs, seconds)})`);
    const appOffline = of((run) => run.appOfflineAfterPaintMs);
    log(`    app works offline        ${seconds(appOffline).padStart(8)} after the first paint   target ≤ ${seconds(targets.appOfflineAfterPaintMs)}: ${verdict(appOffline <= targets.appOfflineAfterPaintMs)}   (${each((run) => run.appOfflineAfterPaintMs, seconds)})`);
    const last = runs.at(-1);
    if (last && process.env.BENCH_FIRST_VISIT_REQUESTS === '1') {
      log(`    what the last run asked for before it (ms after the page's start → received, bytes on the wire):`);
      for (const request of last.before) {
        log(`      ${request.atMs.toFixed(0).padStart(6)} → ${request.doneAtMs.toFixed(0).padStart(5)} ms ${kB(request.bytes).padStart(7)}  ${request.type.padEnd(10)} ${request.path}`);
      }
      const busy = last.longTasks.reduce((sum, [, duration]) => sum + duration, 0);
      log(`    its long tasks before it: ${busy.toFixed(0)} ms in ${last.longTasks.length} (${last.longTasks.map(([start, duration]) => `${start.toFixed(0)}+${duration.toFixed(0)}`).join(', ')} ms)`);
    }
    if (name !== 'event home') log(`    event data saved         ${seconds(of((run) => run.packSavedAfterPaintMs)).padStart(8)} after the first paint (the pack's "Updated" line)   (${each((run) => run.packSavedAfterPaintMs, seconds)})`);
  }
  const { pack } = figures;
  if (pack) {
    log(`  "Make available offline" on the event home, cold visit: the event opens offline after ${pack.seconds.toFixed(1)} s ("Available offline", ${kB(pack.dataBytes)} received)   target ≤ ${seconds(targets.packOfflineMs)}: ${verdict(pack.seconds * 1000 <= targets.packOfflineMs)}`);
    log(`    its pictures kept too after ${pack.picturesSeconds.toFixed(1)} s, "${pack.summary}"; received in all: page ${kB(pack.pageBytes)}, service worker ${kB(pack.workerBytes)} (pictures through the worker's cache)`);
  }
}
