import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures/test.ts';
import { setUpScheduleEvent } from '../fixtures/schedule-event.ts';
import { callMutation, callQuery } from '../fixtures/trpc.ts';
import { reloadUnderServiceWorker, servedByServiceWorker, waitForPersistedQueryCache } from '../fixtures/service-worker.ts';
import { signInThroughForm } from '../fixtures/ui.ts';

// A booked 1:1 meeting from the answer to the table: Tess asks Gus for the one meeting time of
// the event, which starts in a few minutes. Gus loses the network and accepts: the answer waits on
// his phone and is sent once he is back online. Both agendas then list the meeting among their
// sessions, and, with the meeting under ten minutes away, both see the table card (the table, the
// other person). Tess reloads her agenda offline: the meeting and its card are still there, and
// "We met" pressed then waits on the phone; back online it is marked held.

/** "HH:MM" (UTC, the event's zone) a whole number of minutes from now. */
function utcClock(minutesFromNow: number): { date: string; time: string } {
  const at = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + minutesFromNow * 60_000);
  return { date: at.toISOString().slice(0, 10), time: at.toISOString().slice(11, 16) };
}

async function signIn(page: Page, path: string, email: string, password: string): Promise<void> {
  await page.goto(`/sign-in?redirectTo=${encodeURIComponent(path)}`);
  await signInThroughForm(page, email, password);
}

test('an offline accept is sent later; both agendas list the meeting; at the table "We met" pressed offline marks it held', async ({ page, context, browser, playwright }, testInfo) => {
  test.slow();
  const event = await setUpScheduleEvent(playwright, testInfo);
  const { me: tess, gardener: gus } = event;
  const gusContext = await browser.newContext();
  try {
    await callMutation(event.organizer.api, 'eventAdmin.setFeatures', { id: event.eventId, features: { enableSchedule: true, enableAttendeeList: true, enableMeetings: true } });
    // One 20-minute slot, starting nine minutes from now: the table card shows from ten minutes before.
    const opens = utcClock(9);
    const closes = utcClock(29);
    test.skip(opens.date !== closes.date, 'the meeting window would cross midnight (UTC)');
    await callMutation(event.organizer.api, 'meetings.updateSettings', {
      eventId: event.eventId,
      settings: {
        windows: [{ date: opens.date, from: opens.time, to: closes.time }],
        slotMinutes: 20,
        placeKind: 'tables',
        areaName: 'Meeting area',
        meetingPoint: '',
        tables: [{ number: 7, capacity: 1 }],
        dailyRequestLimit: null,
        whoMayRequest: 'everyone',
      },
    });
    // Tess's request, through the API (requesting from the page has its own spec).
    const free = await callQuery<{ slots: number[] }>(tess.api, 'meetings.freeSlots', { eventId: event.eventId, attendeeId: gus.attendeeId });
    expect(free.slots).toHaveLength(1);
    await callMutation(tess.api, 'meetings.request', { idempotencyKey: randomUUID(), eventId: event.eventId, attendeeId: gus.attendeeId, slots: free.slots, message: 'Coffee?', requestedAt: Date.now() });

    // Gus, offline, accepts on his Meetings page: it waits on the phone, then goes out online.
    const gusPage = await gusContext.newPage();
    const meetingsPath = `/event/${event.eventId}/meetings`;
    await signIn(gusPage, meetingsPath, gus.account.email, gus.account.password);
    await expect(gusPage.getByRole('heading', { name: 'Requests received (1)' })).toBeVisible();
    await gusContext.setOffline(true);
    try {
      const request = gusPage.getByRole('listitem', { name: tess.name });
      await request.getByRole('button', { name: /^Accept / }).click();
      await expect(request.getByText('Waiting to send')).toBeVisible();
    } finally {
      await gusContext.setOffline(false);
    }
    await expect(gusPage.getByRole('heading', { name: 'Upcoming (1)' })).toBeVisible({ timeout: 20_000 });
    await expect(gusPage.getByRole('listitem', { name: tess.name })).toContainText('Meeting area, table 7');

    // Both agendas list the meeting, and both show the table card with the other person.
    const agendaPath = `/event/${event.eventId}/schedule?filter=mine`;
    await gusPage.goto(agendaPath);
    await expect(gusPage.getByRole('link', { name: `Meeting with ${tess.name}` })).toHaveAttribute('href', new RegExp(`/event/${event.eventId}/meetings#`));
    const gusTable = gusPage.getByRole('region', { name: new RegExp(`Meeting (soon|now): ${tess.name}`) });
    await expect(gusTable).toContainText('Meeting area, table 7');

    await signIn(page, agendaPath, tess.account.email, tess.account.password);
    const meetingLink = page.getByRole('link', { name: `Meeting with ${gus.name}` });
    await expect(meetingLink).toBeVisible();
    // Tess, as a returning visitor, loses the network and reloads her agenda: the meeting and its
    // table card come from what the phone saved. She presses "We met": it waits on the phone.
    await reloadUnderServiceWorker(page);
    await expect(meetingLink).toBeVisible();
    await waitForPersistedQueryCache(page, [event.eventName, gus.account.lastName]);
    const table = page.getByRole('region', { name: new RegExp(`Meeting (soon|now): ${gus.name}`) });
    await context.setOffline(true);
    try {
      expect(await servedByServiceWorker(page, await page.reload())).toBe(true);
      // The saved first screen is an inert copy: nothing is pressed until the app has replaced it.
      await expect(page.locator('#first-screen')).toHaveCount(0);
      await expect(meetingLink.locator('xpath=ancestor::li[1]')).toContainText('Meeting area, table 7');
      await expect(table).toContainText('Meeting area, table 7');
      await table.getByRole('button', { name: 'We met' }).click();
      await expect(table.getByRole('status')).toContainText('Waiting to send');
    } finally {
      await context.setOffline(false);
    }
    // Back online: sent once, and the meeting is held for both.
    await expect(table.getByText('You met')).toBeVisible({ timeout: 20_000 });
    const gusMeetings = await callQuery<{ upcoming: { heldAt: number | null }[] }>(gus.api, 'meetings.mine', { eventId: event.eventId });
    expect(gusMeetings.upcoming[0]?.heldAt).not.toBeNull();
  } finally {
    await gusContext.close();
    await event.dispose();
  }
});
