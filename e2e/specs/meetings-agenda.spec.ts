import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures/test.ts';
import { setUpScheduleEvent } from '../fixtures/schedule-event.ts';
import { callMutation, callQuery } from '../fixtures/trpc.ts';
import { reloadUnderServiceWorker, servedByServiceWorker, waitForPersistedQueryCache } from '../fixtures/service-worker.ts';
import { signInThroughForm } from '../fixtures/ui.ts';

// A 1:1 meeting in one walk, from a match to the table: on her Matches page Tess presses "Request
// a meeting" on Marta's card and asks for the one meeting time of the event, which starts in a few
// minutes. Marta loses the network and accepts: the answer waits on her phone and is sent once she
// is back online. Both agendas then list the meeting among their sessions, and, with the meeting
// under ten minutes away, both see the table card (the table, the other person). Tess reloads her
// agenda offline: the meeting and its card are still there, and "We met" pressed then waits on
// the phone; back online it is marked held, for both.

/** "HH:MM" (UTC, the event's zone) a whole number of minutes from now. */
function utcClock(minutesFromNow: number): { date: string; time: string } {
  const at = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + minutesFromNow * 60_000);
  return { date: at.toISOString().slice(0, 10), time: at.toISOString().slice(11, 16) };
}

async function signIn(page: Page, path: string, email: string, password: string): Promise<void> {
  await page.goto(`/sign-in?redirectTo=${encodeURIComponent(path)}`);
  await signInThroughForm(page, email, password);
}

test('a match card’s request, accepted offline, reaches both agendas and the table card; "We met" pressed offline marks it held @engines', async ({ page, context, browser, playwright }, testInfo) => {
  test.slow();
  const event = await setUpScheduleEvent(playwright, testInfo);
  const { me: tess, mentor: marta } = event;
  const martaContext = await browser.newContext();
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
    // Tess's Matches page: Marta's card, "Request a meeting", the one free time, sent.
    await signIn(page, `/event/${event.eventId}/matches`, tess.account.email, tess.account.password);
    const martaCard = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: marta.name }) });
    await martaCard.getByRole('button', { name: 'Request a meeting' }).click();
    const times = martaCard.getByRole('group', { name: 'Free for you both (20 minutes)' });
    await expect(times.getByRole('checkbox')).toHaveCount(1);
    await times.getByRole('checkbox').check();
    await martaCard.getByRole('button', { name: 'Send request' }).click();
    await expect(martaCard.getByRole('status')).toContainText('Meeting requested');

    // Marta, offline, accepts on her Meetings page: it waits on the phone, then goes out online.
    const martaPage = await martaContext.newPage();
    const meetingsPath = `/event/${event.eventId}/meetings`;
    await signIn(martaPage, meetingsPath, marta.account.email, marta.account.password);
    await expect(martaPage.getByRole('heading', { name: 'Requests received (1)' })).toBeVisible();
    await martaContext.setOffline(true);
    try {
      const request = martaPage.getByRole('listitem', { name: tess.name });
      await request.getByRole('button', { name: /^Accept / }).click();
      await expect(request.getByText('Waiting to send')).toBeVisible();
    } finally {
      await martaContext.setOffline(false);
    }
    await expect(martaPage.getByRole('heading', { name: 'Upcoming (1)' })).toBeVisible({ timeout: 20_000 });
    await expect(martaPage.getByRole('listitem', { name: tess.name })).toContainText('Meeting area, table 7');

    // Both agendas list the meeting, and both show the table card with the other person.
    const agendaPath = `/event/${event.eventId}/schedule?filter=mine`;
    await martaPage.goto(agendaPath);
    await expect(martaPage.getByRole('link', { name: `Meeting with ${tess.name}` })).toHaveAttribute('href', new RegExp(`/event/${event.eventId}/meetings#`));
    const martaTable = martaPage.getByRole('region', { name: new RegExp(`Meeting (soon|now): ${tess.name}`) });
    await expect(martaTable).toContainText('Meeting area, table 7');

    await page.goto(agendaPath);
    const meetingLink = page.getByRole('link', { name: `Meeting with ${marta.name}` });
    await expect(meetingLink).toBeVisible();
    // Tess, as a returning visitor, loses the network and reloads her agenda: the meeting and its
    // table card come from what the phone saved. She presses "We met": it waits on the phone.
    await reloadUnderServiceWorker(page);
    await expect(meetingLink).toBeVisible();
    await waitForPersistedQueryCache(page, [event.eventName, marta.account.lastName]);
    const table = page.getByRole('region', { name: new RegExp(`Meeting (soon|now): ${marta.name}`) });
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
    const martaMeetings = await callQuery<{ upcoming: { heldAt: number | null }[] }>(marta.api, 'meetings.mine', { eventId: event.eventId });
    expect(martaMeetings.upcoming[0]?.heldAt).not.toBeNull();
    await martaPage.reload();
    await expect(martaTable).toContainText('You met');
  } finally {
    await martaContext.close();
    await event.dispose();
  }
});
