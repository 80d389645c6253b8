import { test, expect } from '../fixtures/test.ts';
import { setUpScheduleEvent } from '../fixtures/schedule-event.ts';
import { reloadUnderServiceWorker, waitForPersistedQueryCache, servedByServiceWorker } from '../fixtures/service-worker.ts';
import { callMutation, callQuery } from '../fixtures/trpc.ts';
import { signInThroughForm } from '../fixtures/ui.ts';

// The "not offered" story: an organizer switches feedback off in the console (polls follow it);
// an attendee who opens the polls page by its address is told polls are not offered at this
// event (not that their account may not see them), and still is after losing the network and
// reloading; the organizer sees the same page, with the way to the switch.

test('an organizer switches feedback off: an attendee opening Polls is told they are not offered here, online and offline after a reload @engines', async ({
  page,
  context,
  browser,
  playwright,
}, testInfo) => {
  // Five accounts through the API, two browser contexts, a production build under a service worker.
  test.slow();
  const event = await setUpScheduleEvent(playwright, testInfo);
  const pollsPath = `/event/${event.eventId}/polls`;
  const notOffered = (where = page) => where.getByRole('heading', { level: 1, name: "Polls aren't offered at this event" });
  await callMutation(event.organizer.api, 'eventAdmin.setFeatures', { id: event.eventId, features: { enableFeedback: true } });
  const organizerContext = await browser.newContext();
  try {
    // The organizer switches feedback off on the console's Features tab.
    const organizerPage = await organizerContext.newPage();
    await organizerPage.goto(`/sign-in?redirectTo=${encodeURIComponent(`/event/${event.eventId}/console/features`)}`);
    await signInThroughForm(organizerPage, event.organizer.account.email, event.organizer.account.password);
    const feedbackSwitch = organizerPage.getByRole('switch', { name: /feedback/i });
    await expect(feedbackSwitch).toHaveAttribute('aria-checked', 'true');
    await feedbackSwitch.click();
    await expect(feedbackSwitch).toHaveAttribute('aria-checked', 'false');
    await expect
      .poll(async () => (await callQuery<{ enableFeedback: boolean }>(event.me.api, 'event.byId', { id: event.eventId })).enableFeedback)
      .toBe(false);

    // The attendee opens the polls page by its address.
    await page.goto(`/sign-in?redirectTo=${encodeURIComponent(pollsPath)}`);
    await signInThroughForm(page, event.me.account.email, event.me.account.password);
    await expect(page).toHaveURL((url) => url.pathname === pollsPath);
    await expect(notOffered()).toBeVisible();
    await expect(page.getByText(event.eventName).first()).toBeVisible();
    await expect(page).toHaveTitle(/^Polls \| /);
    await expect(page.getByText(/not available to your account/i)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Switch it on in Features' })).toHaveCount(0);

    // Offline: the saved event decides, with no answer from the server.
    await reloadUnderServiceWorker(page);
    await expect(notOffered()).toBeVisible();
    await waitForPersistedQueryCache(page, [event.eventName]);
    await context.setOffline(true);
    try {
      const offlineReload = await page.reload();
      expect(await servedByServiceWorker(page, offlineReload)).toBe(true);
      await expect(notOffered()).toBeVisible();
      await page.getByRole('link', { name: 'Back to the event' }).click();
      await expect(page).toHaveURL((url) => url.pathname === `/event/${event.eventId}`);
    } finally {
      await context.setOffline(false);
    }

    // The organizer sees what attendees see, and the way back to the switch.
    await organizerPage.goto(pollsPath);
    await expect(notOffered(organizerPage)).toBeVisible();
    await organizerPage.getByRole('link', { name: 'Switch it on in Features' }).click();
    await expect(organizerPage).toHaveURL((url) => url.pathname === `/event/${event.eventId}/console/features`);
    await expect(organizerPage.getByRole('switch', { name: /feedback/i })).toHaveAttribute('aria-checked', 'false');
  } finally {
    await organizerContext.close();
    await event.dispose();
  }
});
