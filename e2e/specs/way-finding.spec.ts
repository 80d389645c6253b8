import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures/test.ts';
import { setUpScheduleEvent } from '../fixtures/schedule-event.ts';
import { callMutation } from '../fixtures/trpc.ts';
import { signInThroughForm } from '../fixtures/ui.ts';
import { reloadUnderServiceWorker } from '../fixtures/service-worker.ts';

// Attendees finding their way (issue 31, items 6, 7, 9, 10 and 20): every page an event offers
// is linked from its home and its menu (and nothing switched off is), the Updates tile counts a
// new update as soon as the bell hears of it, the landing page knows a signed-in visitor, a new
// account is welcomed rather than welcomed back, and the offline preview shows a closed poll as
// an attendee sees it.

const demoEventId = '5eed0000-0000-4000-8000-000000000001';
const organizer = { email: 'organizer@hallway.test', password: 'hallway-demo-2026' };
const screenshotDir = path.resolve(import.meta.dirname, '../.artifacts/screenshots');

const openMenu = async (page: Page) => {
  await page.getByRole('button', { name: 'Open event menu' }).click();
  return page.getByRole('dialog', { name: /menu$/ });
};

test('@phone every page the event offers is a tap from its home and its menu, and a feature switched off is linked from neither @engines', async ({ page, playwright }, testInfo) => {
  test.slow();
  const event = await setUpScheduleEvent(playwright, testInfo);
  try {
    // Schedule and attendees (from the set-up), updates and feedback (polls follow it) on; bingo, album … off.
    await callMutation(event.organizer.api, 'eventAdmin.setFeatures', { id: event.eventId, features: { enableFeedback: true, enablePosts: true } });
    const home = `/event/${event.eventId}`;
    await page.goto(`/sign-in?redirectTo=${encodeURIComponent(home)}`);
    await signInThroughForm(page, event.me.account.email, event.me.account.password);
    await expect(page).toHaveURL((url) => url.pathname === home);

    // The event home: "At this event" lists real links to what is on, and only that.
    const atThisEvent = page.getByRole('region', { name: 'At this event' });
    const offered: Array<[string, string]> = [
      ['Schedule', `${home}/schedule`],
      ['Attendees & matches', `${home}/attendees`],
      ['Updates', `${home}/posts`],
      ['Session feedback', `${home}/feedback`],
      ['Polls', `${home}/polls`],
    ];
    for (const [name, pathname] of offered) {
      await expect(atThisEvent.getByRole('link', { name, exact: true })).toHaveAttribute('href', new RegExp(`^${pathname}(\\?|$)`));
    }
    for (const name of ['Networking Bingo', 'Photo album', 'Exhibitors', 'Sponsors', 'Activities']) {
      await expect(atThisEvent.getByText(name, { exact: true })).toHaveCount(0);
    }
    await atThisEvent.getByRole('link', { name: 'Polls', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === `${home}/polls`);
    await expect(page.getByRole('heading', { level: 1, name: 'Polls' })).toBeVisible();

    // The menu: Polls and Feedback are entries, switched-off features are not.
    const menu = await openMenu(page);
    await expect(menu.getByRole('link', { name: 'Feedback', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Polls', exact: true })).toBeVisible();
    for (const name of ['Networking Bingo', 'Album', 'Exhibitors', 'Sponsors', 'Activities']) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    if (testInfo.project.name === 'phone') {
      mkdirSync(screenshotDir, { recursive: true });
      await page.screenshot({ path: path.join(screenshotDir, 'event-menu.png') });
    }
    await menu.getByRole('link', { name: 'Feedback', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === `${home}/feedback`);
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    await (await openMenu(page)).getByRole('link', { name: 'Polls', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === `${home}/polls`);
  } finally {
    await event.dispose();
  }
});

test('the Updates tile counts a new update the bell has heard of, and still does after a reload @engines', async ({ page, playwright, signedIn }) => {
  test.slow();
  expect(signedIn.email).toBeTruthy();
  await callMutation(page.request, 'event.join', { id: demoEventId });
  await page.goto(`/event/${demoEventId}`);
  let menu = await openMenu(page);
  const offlineUse = menu.getByRole('region', { name: 'Offline use' });
  await offlineUse.getByRole('button', { name: 'Make available offline' }).click();
  await expect(offlineUse.getByRole('status')).toHaveText(/^Available offline/, { timeout: 60_000 });
  // Read every update: the tile has nothing to count.
  await menu.getByRole('link', { name: /^Updates/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome to Hallway Demo Conference!' })).toBeVisible();
  await page.goto(`/event/${demoEventId}`);
  menu = await openMenu(page);
  await expect(menu.getByTestId('updates-unread-badge')).toHaveCount(0);
  await page.getByRole('button', { name: 'Close event menu' }).click();

  const title = `Lunch moves to the terrace ${randomUUID().slice(0, 6)}`;
  const organizerApi = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  try {
    await callMutation(organizerApi, 'account.signIn', organizer);
    await callMutation(organizerApi, 'posts.create', { eventId: demoEventId, post: { title, body: 'Same time, more sun.' } });
  } finally {
    await organizerApi.dispose();
  }
  // The bell hears of it…
  await expect(page.getByRole('button', { name: /^Notifications, \d+ unread/ })).toBeVisible({ timeout: 15_000 });
  // …and so does the Updates tile.
  menu = await openMenu(page);
  await expect(menu.getByTestId('updates-unread-badge')).toBeVisible({ timeout: 12_000 });
  await expect(menu.getByRole('link', { name: /^Updates\s*, 1 unread update/ })).toBeVisible();

  await page.reload();
  menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: /^Updates\s*, 1 unread update/ })).toBeVisible();
});

test('a signed-in visitor on the landing page is shown the way to their events, not the way to register @engines', async ({ page, signedIn }) => {
  expect(signedIn.email).toBeTruthy();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Enrich your event/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your events' }).first()).toHaveAttribute('href', /^\/events/);
  await expect(page.getByRole('link', { name: 'Register for free' })).toHaveCount(0);
  await expect(page.getByText('Already have an account?')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to your events' }).first().click();
  await expect(page).toHaveURL(/\/events/);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
});

test('a brand-new account is welcomed, not welcomed back; a returning one is welcomed back @engines', async ({ page, signedIn }) => {
  // The signedIn fixture registered through the form and landed on /events.
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${signedIn.firstName}`, { exact: true })).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);

  // Two days on, the same account is returning.
  await page.clock.setFixedTime(Date.now() + 2 * 24 * 60 * 60 * 1000);
  await page.reload();
  await expect(page.getByText(`Welcome back, ${signedIn.firstName}`, { exact: true })).toBeVisible();
});

test('inside the offline preview a closed poll shows its results, as an attendee sees it @engines', async ({ page }) => {
  test.slow();
  await page.goto(`/sign-in?redirectTo=${encodeURIComponent(`/event/${demoEventId}`)}`);
  await signInThroughForm(page, organizer.email, organizer.password);
  await expect(page).toHaveURL(new RegExp(`/event/${demoEventId}$`));
  await reloadUnderServiceWorker(page);
  await page.goto(`/event/${demoEventId}?preview=offline`);
  const banner = page.getByRole('status').filter({ hasText: 'Offline preview — this is what attendees see without a network' });
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await page.goto(`/event/${demoEventId}/polls`);
  await expect(banner).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  const closed = page.getByRole('article', { name: 'How did you travel to the venue?' });
  await expect(closed).toBeVisible();
  await expect(closed.getByText('Closed', { exact: true }).first()).toBeVisible();
  await expect(closed.getByRole('region', { name: 'Results' })).toBeVisible();
  await expect(closed.getByText('Results show when the poll closes.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Leave preview' }).click();
});
