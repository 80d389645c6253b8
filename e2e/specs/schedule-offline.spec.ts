import { test, expect } from '../fixtures/test.ts';
import { setUpScheduleEvent, type ScheduleEvent } from '../fixtures/schedule-event.ts';
import { reloadUnderServiceWorker, waitForPersistedQueryCache, servedByServiceWorker } from '../fixtures/service-worker.ts';
import { callMutation, callQuery } from '../fixtures/trpc.ts';
import { signInThroughForm } from '../fixtures/ui.ts';
import type { Page } from '@playwright/test';
import { typeInto } from '../fixtures/type-into.ts';

// The offline schedule story: an attendee opens an event's schedule online, makes the event
// available offline from the event menu, loses the network and reloads: the schedule, agenda
// stars (with the overlap warning), attendee search and matches all work from the device, a
// hidden person never shows up, and once back online the agenda change reaches the server.

const starButton = (page: Page, title: string, inAgenda: boolean) =>
  page.getByRole('button', { name: inAgenda ? `Remove ${title} from my agenda` : `Add ${title} to my agenda`, exact: true });

async function expectAllSessions(page: Page, event: ScheduleEvent): Promise<void> {
  for (const session of Object.values(event.sessions)) {
    await expect(page.getByRole('heading', { level: 3, name: session.title })).toBeVisible();
  }
}

test('schedule, agenda, attendee search and matches work offline after "Make available offline"; the agenda reaches the server once back online @engines', async ({
  page,
  context,
  playwright,
}, testInfo) => {
  // Six accounts through the API, a production build under a service worker, two offline reloads.
  test.slow();
  const event = await setUpScheduleEvent(playwright, testInfo);
  const { me, mentor, gardener, hidden } = event;
  const { rustTalk, designTalk } = event.sessions;
  const schedulePath = `/event/${event.eventId}/schedule?filter=all`;
  try {
    await page.goto(`/sign-in?redirectTo=${encodeURIComponent(schedulePath)}`);
    await signInThroughForm(page, me.account.email, me.account.password);
    await expect(page).toHaveURL((url) => url.pathname === `/event/${event.eventId}/schedule`);
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
    await expectAllSessions(page, event);
    // Under the service worker from here on, as a returning visitor.
    await reloadUnderServiceWorker(page);
    await expectAllSessions(page, event);

    // "Make available offline": the data is held back until the progress bar has been seen (and
    // read while it is there: a delay of 400 ms let a loaded machine finish between two checks).
    await page.getByRole('button', { name: 'Open event menu' }).click();
    const offlineUse = page.getByRole('region', { name: 'Offline use' });
    const makeAvailable = offlineUse.getByRole('button', { name: 'Make available offline' });
    await expect(makeAvailable).toBeVisible();
    let releaseData = () => {};
    const dataHeld = new Promise<void>((resolve) => (releaseData = resolve));
    await context.route('**/api/trpc/**', async (route) => {
      await dataHeld;
      await route.fallback();
    });
    await makeAvailable.click();
    const progress = page.getByRole('progressbar', { name: 'Downloading for offline use' });
    // One retrying check of the element as it is: a percentage from 0 to 100.
    await expect(progress).toHaveAttribute('aria-valuenow', /^(\d{1,2}|100)$/);
    releaseData();
    await expect(offlineUse.getByRole('status')).toHaveText(/^Available offline · \d+(\.\d)? (kB|MB) · updated \d\d:\d\d$/, { timeout: 20_000 });
    await expect(progress).toHaveCount(0);
    await expect(offlineUse.getByRole('button', { name: 'Update offline copy' })).toBeVisible();
    await context.unroute('**/api/trpc/**');
    await page.getByRole('button', { name: 'Close event menu' }).click();
    // The event itself (the pages' frame) comes from the persisted query cache.
    await waitForPersistedQueryCache(page, [event.eventName]);

    await context.setOffline(true);
    try {
      const offlineSchedule = await page.reload();
      expect(await servedByServiceWorker(page, offlineSchedule)).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
      await expectAllSessions(page, event);

      // Star a session offline: pressed at once, and still pressed after another offline reload.
      await starButton(page, rustTalk.title, false).click();
      await expect(starButton(page, rustTalk.title, true)).toHaveAttribute('aria-pressed', 'true');
      expect(await servedByServiceWorker(page, await page.reload())).toBe(true);
      await expect(starButton(page, rustTalk.title, true)).toHaveAttribute('aria-pressed', 'true');
      await expect(starButton(page, designTalk.title, false)).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByText(/^Overlaps with/)).toHaveCount(0);

      // The two overlapping sessions in the agenda: each card says which one it clashes with.
      await starButton(page, designTalk.title, false).click();
      await expect(starButton(page, designTalk.title, true)).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText(`Overlaps with ${designTalk.title}`)).toBeVisible();
      await expect(page.getByText(`Overlaps with ${rustTalk.title}`)).toBeVisible();

      // My agenda, offline: just the two starred sessions.
      await page.getByRole('button', { name: 'My agenda', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'My agenda' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: rustTalk.title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: designTalk.title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: event.sessions.keynote.title })).toHaveCount(0);

      // The attendee list, opened for the first time with no network.
      const attendees = await page.goto(`/event/${event.eventId}/attendees?filter=all`);
      expect(await servedByServiceWorker(page, attendees)).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: 'Attendees' })).toBeVisible();
      await expect(page.getByRole('link', { name: mentor.name })).toBeVisible();
      await expect(page.getByRole('link', { name: gardener.name })).toBeVisible();
      await expect(page.getByText(hidden.name)).toHaveCount(0);
      // The page saves its first screen at its first idle moment (up to 3 s on a busy machine); a
      // search typed before then moves the address on (?q=…), and the unfiltered list is not saved.
      await expect
        .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('hallway-first-screen:') && key.endsWith('/attendees?filter=all'))))
        .toBe(true);
      const search = page.getByRole('searchbox', { name: 'Search attendees' });
      const count = page.getByRole('status').filter({ hasText: /^\d+ (person|people)$/ });
      // By company: Hilda works there too, but chose to be visible to nobody.
      await typeInto(search, 'lighthouse');
      await expect(count).toHaveText('1 person');
      await expect(page.getByRole('link', { name: mentor.name })).toBeVisible();
      await expect(page.getByRole('link', { name: gardener.name })).toHaveCount(0);
      await expect(page.getByText(hidden.name)).toHaveCount(0);
      // By interest.
      await typeInto(search, 'beekeeping');
      await expect(count).toHaveText('1 person');
      await expect(page.getByRole('link', { name: gardener.name })).toBeVisible();
      await expect(page.getByText(hidden.name)).toHaveCount(0);
      await typeInto(search, 'hilda');
      await expect(page.getByText('No one matches.')).toBeVisible();

      // Opened again, still offline: the list as last drawn is on screen before the app has even
      // loaded (its saved first screen, inert, src/client/lib/first-screen/), then the live list
      // takes its place and searches.
      await context.addInitScript(() => {
        new MutationObserver((_records, observer) => {
          const screen = document.getElementById('first-screen');
          if (!screen) return;
          observer.disconnect();
          Object.assign(window, { seenFirstScreen: { text: screen.textContent, inert: screen.inert, rootHidden: document.getElementById('root')?.hidden } });
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`/event/${event.eventId}/attendees?filter=all`);
      const seen = await page.evaluate(() => (window as { seenFirstScreen?: { text: string; inert: boolean; rootHidden: boolean } }).seenFirstScreen);
      expect(seen, 'the saved first screen was shown').toMatchObject({ inert: true, rootHidden: true });
      expect(seen?.text).toContain(mentor.name);
      expect(seen?.text).not.toContain(hidden.name);
      await expect(page.locator('#first-screen')).toHaveCount(0);
      await typeInto(search, 'lighthouse');
      await expect(count).toHaveText('1 person');
      await expect(page.getByRole('link', { name: mentor.name })).toBeVisible();

      // Matches, offline: Marta and why, never Hilda (who would match best).
      const matches = await page.goto(`/event/${event.eventId}/matches`);
      expect(await servedByServiceWorker(page, matches)).toBe(true);
      const martaCard = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: mentor.name }) });
      await expect(martaCard).toBeVisible();
      await expect(martaCard.getByRole('listitem', { name: 'Shared interest: rust' })).toBeVisible();
      await expect(martaCard.getByRole('listitem', { name: 'They offer mentoring' })).toBeVisible();
      await expect(martaCard.getByRole('listitem', { name: 'You offer design reviews' })).toBeVisible();
      await expect(page.getByRole('button', { name: `Dismiss ${mentor.name}` })).toBeVisible();
      await expect(page.getByText(hidden.name)).toHaveCount(0);

      // Nothing reached the server while offline.
      const whileOffline = await callQuery<{ programIds: string[] }>(me.api, 'schedule.agenda', { eventId: event.eventId });
      expect(whileOffline.programIds).toEqual([]);
    } finally {
      await context.setOffline(false);
    }

    // Back online: the outbox replays both stars.
    await expect
      .poll(async () => (await callQuery<{ programIds: string[] }>(me.api, 'schedule.agenda', { eventId: event.eventId })).programIds.sort(), {
        message: 'the offline agenda changes to reach the server',
        timeout: 30_000,
      })
      .toEqual([rustTalk.id, designTalk.id].sort());
  } finally {
    await event.dispose();
  }
});

test('the schedule embed renders without the app chrome, may be framed, and shows nothing for a private event @engines', async ({ page, browser, playwright }, testInfo) => {
  const event = await setUpScheduleEvent(playwright, testInfo, { people: false });
  const embedPath = `/event/${event.eventId}/schedule/embed`;
  try {
    const response = await page.goto(embedPath);
    expect(response?.status()).toBe(200);
    const csp = response?.headers()['content-security-policy'] ?? '';
    const frameAncestors = /frame-ancestors ([^;]+)/.exec(csp)?.[1]?.trim();
    expect(frameAncestors).toBeDefined();
    expect(frameAncestors).not.toBe("'none'");
    expect(response?.headers()['x-frame-options']).toBeUndefined();
    // Every other page still refuses to be framed.
    const home = await page.request.get(`/event/${event.eventId}`);
    expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

    await expect(page.getByRole('heading', { level: 1, name: event.eventName })).toBeVisible();
    for (const session of Object.values(event.sessions)) {
      await expect(page.getByRole('heading', { level: 3, name: session.title })).toBeVisible();
    }
    // No app header, menu or links into the app.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open event menu' })).toHaveCount(0);
    await expect(page.getByRole('link')).toHaveCount(0);

    // Invite-only is private: the embed says nothing about it to a new visitor. (A browser that
    // showed it in the last five minutes keeps its saved copy until it is stale: staleTime.)
    await callMutation(event.organizer.api, 'eventAdmin.setJoinPolicy', { id: event.eventId, joinPolicy: 'invite' });
    const visitor = await browser.newContext();
    try {
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(embedPath);
      await expect(visitorPage.getByText('This schedule is not published.')).toBeVisible();
      await expect(visitorPage.getByRole('heading', { level: 3 })).toHaveCount(0);
      await expect(visitorPage.getByText(event.eventName)).toHaveCount(0);
    } finally {
      await visitor.close();
    }
  } finally {
    await event.dispose();
  }
});
