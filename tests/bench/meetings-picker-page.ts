// Free times in the page (issue 36, target ≤ 50 ms at 4× CPU slowdown offline): in Chromium, one
// attendee of the meetings bench's event signs in and opens the Matches page online, which keeps
// each match's free times (meetings.freeSlotsMany) in the saved query cache; then, with the CPU
// slowed 4× (CDP Emulation.setCPUThrottlingRate) and offline, for several matches: open the
// person's page (served by the service worker), press "Request a meeting", and time the press →
// the free times listed and painted (a MutationObserver and the next animation frame, in the page).
// The times listed are the server's answers saved while online, not computed on the phone from the
// event pack: the bench says so. Prints figures, asserts nothing on time.
import { chromium, type Page } from '@playwright/test';
import { queryAs } from './meetings-query.ts';

const cpuSlowdown = 4;
const people = 5;

export interface PickerPageFigures {
  /** Press → free times painted, one per person. */
  listedMs: number[];
  /** Free times shown, per person. */
  slotsShown: number[];
  /** How many of the pickers said the times are those last seen online. */
  savedNotices: number;
  matchesKept: number;
}

/** In the page: press → the "Free for you both" list in the DOM → the next frame painted. */
async function timePress(page: Page): Promise<number> {
  // A string, not a function: the bench runs through tsx, whose helpers the page does not have.
  await page.evaluate(`(() => {
    delete window.__pickerMs;
    const listed = () => [...document.querySelectorAll('legend')].some((legend) => legend.textContent.startsWith('Free for you both'));
    const onPress = (event) => {
      const button = event.target && event.target.closest('button');
      if (!button || button.textContent.trim() !== 'Request a meeting') return;
      document.removeEventListener('click', onPress, true);
      const pressed = performance.now();
      const observer = new MutationObserver(() => {
        if (!listed()) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => { window.__pickerMs = performance.now() - pressed; }, 0));
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    };
    document.addEventListener('click', onPress, true);
  })()`);
  await page.getByRole('button', { name: 'Request a meeting', exact: true }).click();
  try {
    await page.waitForFunction(() => (window as unknown as { __pickerMs?: number }).__pickerMs !== undefined, undefined, { timeout: 30_000 });
  } catch (error) {
    const shown = await page
      .locator('main')
      .innerText()
      .catch(() => '(no main)');
    throw new Error(`No free times listed after "Request a meeting"; the page showed:\n${shown.slice(0, 1500)}`, { cause: error });
  }
  return page.evaluate(() => (window as unknown as { __pickerMs: number }).__pickerMs);
}

export async function benchPickerPage(
  {
    url,
    eventId,
    email,
    password,
    token,
  }: {
    url: string;
    eventId: string;
    email: string;
    password: string;
    token: string;
  },
  log: (line: string) => void = console.log,
): Promise<PickerPageFigures> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({
      baseURL: url,
      viewport: { width: 412, height: 839 },
      locale: 'en-CA',
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    let asked = 0;
    page.on('requestfinished', (request) => {
      if (request.url().includes('meetings.freeSlotsMany')) asked++;
    });
    const matchesPath = `/event/${eventId}/matches`;
    await page.goto(`/sign-in?redirectTo=${encodeURIComponent(matchesPath)}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((where) => where.pathname === matchesPath || where.pathname === '/setup', { timeout: 30_000 });
    if (new URL(page.url()).pathname === '/setup') await page.getByRole('button', { name: 'Skip setup' }).click();
    await page.waitForURL((where) => where.pathname === matchesPath);
    // Under the service worker, then the Matches page once more online, as a phone at the event would be.
    await page.evaluate(async () => {
      const worker = (await navigator.serviceWorker.ready).active;
      if (worker && worker.state !== 'activated') await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    const deadline = Date.now() + 120_000;
    while (asked === 0 && Date.now() < deadline) await page.waitForTimeout(250);
    if (asked === 0) log('  warning: the Matches page asked for no free times (meetings.freeSlotsMany) while watched');
    // The people on the Matches page, and which of them have free times with the viewer (asked here, as the page did).
    // The list may draw after the free times were asked for (seen on PostgreSQL): wait for its first person.
    await page
      .locator(`main a[href*="/event/${eventId}/attendee/"]`)
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(() => undefined);
    const matched = [...new Set(await page.locator(`main a[href*="/event/${eventId}/attendee/"]`).evaluateAll((links) => links.map((link) => link.getAttribute('href')!.split('/').pop()!)))];
    if (matched.length === 0) throw new Error('The Matches page shows nobody');
    const free = await queryAs<{
      people: Array<{ attendeeId: string; slots: number[] }>;
    }>(url, token, 'meetings.freeSlotsMany', {
      eventId,
      attendeeIds: matched.slice(0, 50),
    });
    const withTimes = free.data.people.filter((person) => person.slots.length > 0).slice(0, people);
    if (withTimes.length === 0) throw new Error(`None of the ${matched.length} people matched has a free time with the viewer`);
    // The saved query cache is written at most once a second (lib/persister.ts), and the event pack in the background.
    await page
      .getByRole('status')
      .filter({ hasText: /^Updated \d\d:\d\d$/ })
      .first()
      .waitFor({ timeout: 60_000 })
      .catch(() => log('  warning: no "Updated" line on the Matches page'));
    await page.waitForTimeout(3_000);
    log(`  page set-up: signed in, Matches page seen online (${matched.length} people, free times asked ${asked}×)`);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await context.setOffline(true);
    const listedMs: number[] = [];
    const slotsShown: number[] = [];
    let savedNotices = 0;
    for (const { attendeeId } of withTimes) {
      const response = await page.goto(`/event/${eventId}/attendee/${attendeeId}`);
      if (!response?.fromServiceWorker()) log('  warning: the offline page was not answered by the service worker');
      await page.getByRole('button', { name: 'Request a meeting', exact: true }).waitFor({ timeout: 60_000 });
      listedMs.push(await timePress(page));
      slotsShown.push(await page.getByRole('checkbox').count());
      if (await page.getByText(/Free when last seen online/).isVisible()) savedNotices++;
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await context.close();
    return { listedMs, slotsShown, savedNotices, matchesKept: matched.length };
  } finally {
    await browser.close();
  }
}
