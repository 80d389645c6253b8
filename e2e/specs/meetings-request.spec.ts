import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../fixtures/test.ts';
import { setUpScheduleEvent } from '../fixtures/schedule-event.ts';
import { callMutation } from '../fixtures/trpc.ts';
import { signInThroughForm } from '../fixtures/ui.ts';

// Requesting a 1:1 meeting from where attendees meet people: Tess opens Gus's page and asks for a
// free time; on the Matches page she loses the network and asks Marta from her match card, from
// the free times the page kept while online: the request waits on the phone and goes out once she
// is back online. Gus, in a browser of his own, accepts on his Meetings page; the meeting is then
// upcoming on both people's Meetings pages and Tess's page of Gus says it is booked.

/** Tomorrow's date (UTC, the event's zone), YYYY-MM-DD: its windows are all still ahead. */
function tomorrowUtc(): string {
  return new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** Ticks the first free time offered in the picker and sends the request. */
async function requestFirstFreeTime(scope: Locator | Page): Promise<void> {
  const times = scope.getByRole('group', { name: 'Free for you both (20 minutes)' });
  await expect(times.getByRole('checkbox').first()).toBeVisible();
  await times.getByRole('checkbox').first().check();
  await scope.getByRole('button', { name: 'Send request' }).click();
}

test('an attendee requests meetings from a person’s page and, offline, from a match card; the other accepts and both see it upcoming', async ({ page, context, browser, playwright }, testInfo) => {
  // Five accounts through the API, two browsers, an offline spell.
  test.slow();
  const event = await setUpScheduleEvent(playwright, testInfo);
  const { me, mentor, gardener } = event;
  try {
    await callMutation(event.organizer.api, 'eventAdmin.setFeatures', { id: event.eventId, features: { enableSchedule: true, enableAttendeeList: true, enableMeetings: true } });
    await callMutation(event.organizer.api, 'meetings.updateSettings', {
      eventId: event.eventId,
      settings: {
        windows: [{ date: tomorrowUtc(), from: '10:00', to: '12:00' }],
        slotMinutes: 20,
        placeKind: 'tables',
        areaName: 'Meeting area',
        meetingPoint: '',
        tables: [{ number: 1, capacity: 1 }, { number: 2, capacity: 1 }],
        dailyRequestLimit: null,
        whoMayRequest: 'everyone',
      },
    });

    // Gus's page: "Request a meeting", a free time, sent; the page then says so and links to Meetings.
    const gusPage = `/event/${event.eventId}/attendee/${gardener.attendeeId}`;
    await page.goto(`/sign-in?redirectTo=${encodeURIComponent(gusPage)}`);
    await signInThroughForm(page, me.account.email, me.account.password);
    await expect(page.getByRole('heading', { level: 1, name: gardener.name })).toBeVisible();
    await page.getByRole('button', { name: 'Request a meeting' }).click();
    await requestFirstFreeTime(page);
    const requested = page.getByRole('status').filter({ hasText: 'Meeting requested' });
    await expect(requested).toBeVisible();
    await expect(requested.getByRole('link', { name: 'See it in Meetings' })).toHaveAttribute('href', new RegExp(`/event/${event.eventId}/meetings#`));

    // Matches, online: Marta's card; the page keeps the free times with her for later.
    const keptFreeTimes = page.waitForResponse((response) => response.url().includes('meetings.freeSlotsMany') && response.ok());
    await page.goto(`/event/${event.eventId}/matches`);
    const martaCard = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: mentor.name }) });
    await expect(martaCard.getByRole('button', { name: 'Request a meeting' })).toBeVisible();
    await keptFreeTimes;

    // Offline: the saved free times are offered, and the request waits on the phone.
    await context.setOffline(true);
    try {
      await martaCard.getByRole('button', { name: 'Request a meeting' }).click();
      await expect(martaCard.getByText(/Free when last seen online/)).toBeVisible();
      await requestFirstFreeTime(martaCard);
      await expect(martaCard.getByRole('status')).toContainText('Waiting to send');
    } finally {
      await context.setOffline(false);
    }
    // Back online: sent once, then shown as requested.
    await expect(martaCard.getByRole('status')).toContainText('Meeting requested', { timeout: 20_000 });

    // Gus, in his own browser, sees the request on his Meetings page and accepts the time.
    const gusContext = await browser.newContext();
    try {
      const gus = await gusContext.newPage();
      const meetingsPath = `/event/${event.eventId}/meetings`;
      await gus.goto(`/sign-in?redirectTo=${encodeURIComponent(meetingsPath)}`);
      await signInThroughForm(gus, gardener.account.email, gardener.account.password);
      await expect(gus.getByRole('heading', { name: 'Requests received (1)' })).toBeVisible();
      const request = gus.getByRole('listitem', { name: me.name });
      await request.getByRole('button', { name: /^Accept / }).click();
      await expect(gus.getByRole('heading', { name: 'Upcoming (1)' })).toBeVisible({ timeout: 20_000 });
      await expect(gus.getByRole('listitem', { name: me.name })).toContainText('Meeting area, table 1');
    } finally {
      await gusContext.close();
    }

    // Tess's Meetings page: the meeting with Gus is upcoming, the request to Marta still sent.
    await page.goto(`/event/${event.eventId}/meetings`);
    await expect(page.getByRole('heading', { name: 'Upcoming (1)' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: gardener.name })).toContainText('Meeting area, table 1');
    await expect(page.getByRole('heading', { name: 'Requests sent (1)' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: mentor.name })).toBeVisible();
    // …and Gus's page says it is booked.
    await page.goto(gusPage);
    await expect(page.getByRole('status').filter({ hasText: 'Meeting booked' })).toBeVisible();
  } finally {
    await event.dispose();
  }
});
