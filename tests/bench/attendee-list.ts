// Event data benchmark (c): the attendee list of the seeded 5,000-attendee event in Chromium with
// the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), offline, from the data saved on the
// device. The page records (src/client/features/attendees/attendees-timing.ts, src/client/boot.ts):
//   first-screen:painted  navigation start → the list as last drawn, saved as this address's first
//                     screen (lib/first-screen/), painted before the app has even loaded
//   attendees:render  navigation start of an offline reload → the live, searchable rows painted
//   attendees:mount   when the page component first mounted (app start vs. data and rows)
//   attendees:search  one keystroke in "Search attendees" → the list for it painted
// Budgets: render ≤ 200 ms (the first rows on screen: the saved first screen when there is one,
// else the live list; both are printed), keystroke ≤ 50 ms. Prints figures, asserts nothing.
import { chromium, type Page } from '@playwright/test';
import type { ScaleEvent } from './scale-event.ts';

const renderBudgetMs = 200;
const keystrokeBudgetMs = 50;
const cpuSlowdown = 4;
const reloads = 5;
/** Typed one key at a time, then taken back: each is one keystroke. */
const keys = ['m', 'a', 'r', 'Backspace', 'Backspace', 'Backspace'];

export interface AttendeeListFigures {
  people: number;
  /** Navigation → first rows on screen (the saved first screen, or the live list without one). */
  firstRowsMs: number[];
  /** Navigation → the saved first screen painted (NaN when none was shown). */
  firstScreenMs: number[];
  /** Navigation → the live, searchable list painted. */
  renderMs: number[];
  mountMs: number[];
  keystrokeMs: number[];
  renderBudgetMs: number;
  keystrokeBudgetMs: number;
}

const peopleCount = (page: Page) => page.getByRole('status').filter({ hasText: /^[\d,]+ people$/ });

async function waitForMeasure(page: Page, name: string, count: number): Promise<void> {
  await page.waitForFunction(([entry, n]) => performance.getEntriesByName(entry as string).length >= (n as number), [name, count] as const, { timeout: 60_000 });
}

export async function benchAttendeeList(scale: ScaleEvent, log: (line: string) => void = console.log): Promise<AttendeeListFigures> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ baseURL: scale.server.url, viewport: { width: 412, height: 839 }, locale: 'en-CA', serviceWorkers: 'allow' });
    const page = await context.newPage();
    const listPath = `/event/${scale.eventId}/attendees?filter=all`;
    await page.goto(`/sign-in?redirectTo=${encodeURIComponent(listPath)}`);
    await page.getByLabel('Email').fill(scale.attendee.email);
    await page.getByLabel('Password', { exact: true }).fill(scale.attendee.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/event/${scale.eventId}/attendees` || url.pathname === '/setup', { timeout: 30_000 });
    if (new URL(page.url()).pathname === '/setup') await page.getByRole('button', { name: 'Skip setup' }).click();
    await page.waitForURL((url) => url.pathname === `/event/${scale.eventId}/attendees`);
    await peopleCount(page).waitFor({ timeout: 60_000 });

    // Under the service worker, with the directory written to IndexedDB (the sync line shows
    // "Updated HH:MM" once every part is saved).
    await page.evaluate(async () => {
      const worker = (await navigator.serviceWorker.ready).active;
      if (worker && worker.state !== 'activated') {
        await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
      }
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.getByRole('status').filter({ hasText: /^Updated \d\d:\d\d$/ }).waitFor({ timeout: 60_000 });
    const people = Number((await peopleCount(page).innerText()).replace(/\D/g, ''));

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await context.setOffline(true);

    const renderMs: number[] = [];
    const mountMs: number[] = [];
    const firstScreenMs: number[] = [];
    for (let run = 0; run < reloads; run++) {
      const response = await page.reload();
      if (!response?.fromServiceWorker()) log('  warning: the offline reload was not answered by the service worker');
      await waitForMeasure(page, 'attendees:render', 1);
      const { render, mount, firstScreen } = await page.evaluate(() => ({
        render: performance.getEntriesByName('attendees:render')[0]?.duration ?? NaN,
        mount: performance.getEntriesByName('attendees:mount')[0]?.startTime ?? NaN,
        firstScreen: performance.getEntriesByName('first-screen:painted')[0]?.duration ?? NaN,
      }));
      renderMs.push(render);
      mountMs.push(mount);
      firstScreenMs.push(firstScreen);
    }

    const search = page.getByRole('searchbox', { name: 'Search attendees' });
    await search.click();
    for (const [index, key] of keys.entries()) {
      await page.keyboard.press(key);
      await waitForMeasure(page, 'attendees:search', index + 1);
    }
    const keystrokeMs = await page.evaluate(() => performance.getEntriesByName('attendees:search').map((entry) => entry.duration));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await context.close();
    const firstRowsMs = renderMs.map((live, i) => {
      const saved = firstScreenMs[i] ?? NaN;
      return Number.isNaN(saved) ? live : Math.min(live, saved);
    });
    return { people, firstRowsMs, firstScreenMs, renderMs, mountMs, keystrokeMs, renderBudgetMs, keystrokeBudgetMs };
  } finally {
    await browser.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2 : NaN;
}

const list = (values: number[]) => values.map((ms) => `${ms.toFixed(0)} ms`).join(', ');

export function printAttendeeList(figures: AttendeeListFigures, log: (line: string) => void = console.log): void {
  const render = median(figures.renderMs);
  const firstRows = median(figures.firstRowsMs);
  const mount = median(figures.mountMs);
  const keystroke = median(figures.keystrokeMs);
  const keystrokeMax = Math.max(...figures.keystrokeMs);
  log(`  ${figures.people} people in the list; CPU slowed ${cpuSlowdown}×; offline; ${figures.renderMs.length} reloads`);
  const shown = figures.firstScreenMs.filter((ms) => !Number.isNaN(ms)).length;
  log(`  offline reload → saved first screen painted (${shown} of ${figures.firstScreenMs.length} reloads): ${list(figures.firstScreenMs)}`);
  log(`  offline reload → live, searchable list painted: ${list(figures.renderMs)} (median ${render.toFixed(0)} ms)`);
  log(`      of which app start → page mounted: ${list(figures.mountMs)} (median ${mount.toFixed(0)} ms); saved data → rows: median ${(render - mount).toFixed(0)} ms`);
  log(`  one keystroke → list updated (${keys.map((key) => (key === 'Backspace' ? '⌫' : key)).join(' ')}): ${list(figures.keystrokeMs)}`);
  log(
    `Budget: attendee list offline render (first rows on screen) ≤ ${figures.renderBudgetMs} ms → median ${firstRows.toFixed(0)} ms: ${firstRows <= figures.renderBudgetMs ? 'within budget' : 'OVER BUDGET'} (live list: median ${render.toFixed(0)} ms)`,
  );
  const verdict = keystrokeMax <= figures.keystrokeBudgetMs ? 'within budget' : keystroke <= figures.keystrokeBudgetMs ? 'median within budget, max OVER' : 'OVER BUDGET';
  log(`Budget: one search keystroke ≤ ${figures.keystrokeBudgetMs} ms → median ${keystroke.toFixed(0)} ms, max ${keystrokeMax.toFixed(0)} ms: ${verdict}`);
}
