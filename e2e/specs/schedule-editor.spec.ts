import { test, expect } from '../fixtures/test.ts';
import { setUpScheduleEvent } from '../fixtures/schedule-event.ts';
import { callQuery } from '../fixtures/trpc.ts';
import { signInThroughForm } from '../fixtures/ui.ts';
import { typeInto } from '../fixtures/type-into.ts';

// The schedule editor in the browser: an organizer adds a session by hand (with a room clash), then
// imports the programme from pasted CSV rows: a bad row refuses the whole import, the fixed rows
// go in, and the server's schedule (what attendees sync) holds them all.

interface ScheduleAnswer {
  sessions: Array<{ title: string; room: string; startsAt: number; endsAt: number }>;
}

function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

test('an organizer adds a session and imports the programme from CSV; attendees get it on their next sync @engines', async ({ page, playwright }, testInfo) => {
  test.slow();
  const event = await setUpScheduleEvent(playwright, testInfo, { people: false });
  const { keynote } = event.sessions;
  const suffix = keynote.title.split(' ').at(-1)!;
  try {
    const editorPath = `/event/${event.eventId}/console/schedule`;
    await page.goto(`/sign-in?redirectTo=${encodeURIComponent(editorPath)}`);
    await signInThroughForm(page, event.organizer.account.email, event.organizer.account.password);
    await expect(page.getByRole('heading', { name: 'Sessions', exact: true })).toBeVisible();
    await expect(page.getByText(keynote.title, { exact: true }).first()).toBeVisible();

    // By hand, in the keynote's room at the keynote's time: saved, with a clash warning.
    await page.getByRole('button', { name: 'Add a session' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a session' });
    await typeInto(dialog.getByLabel('Title'), `Hallway track ${suffix}`);
    await dialog.getByLabel('Date').fill(todayUtc());
    await dialog.getByLabel('Start', { exact: true }).fill('09:30');
    await dialog.getByLabel('End', { exact: true }).fill('10:15');
    await typeInto(dialog.getByLabel('Room'), 'Main hall');
    await dialog.getByRole('button', { name: 'Save session' }).click();
    await expect(page.getByText(`Hallway track ${suffix} is saved, but it clashes`)).toBeVisible();
    await expect(page.getByText(`Same room as Opening keynote ${suffix}`).first()).toBeVisible();

    // CSV: one bad row (no title, a time that is not a time) refuses the import.
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const header = 'title,description,room,track,date,start,end,speakers';
    const good = [`Late demo ${suffix},Night owls,Room C,Demos,${todayUtc()},23:00,00:30,`, `Lunch ${suffix},,Foyer,,${todayUtc()},12:00,13:00,`];
    await typeInto(page.getByLabel('Or paste the rows'), [header, ...good, `,,Room C,,${todayUtc()},25:99,26:00,`].join('\n'));
    await page.getByRole('button', { name: 'Check the pasted rows' }).click();
    await expect(page.getByText('Fix this row')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

    await page.getByRole('button', { name: /Check (a fixed|another) file/ }).click();
    await typeInto(page.getByLabel('Or paste the rows'), [header, ...good].join('\n'));
    await page.getByRole('button', { name: 'Check the pasted rows' }).click();
    await expect(page.getByText('Ready to import.')).toBeVisible();
    await page.getByRole('button', { name: 'Import 2 sessions' }).click();
    await expect(page.getByText('2 added, 0 updated.')).toBeVisible();

    // What attendees' devices sync: all seven sessions; the late demo runs past midnight.
    const schedule = await callQuery<ScheduleAnswer>(event.organizer.api, 'schedule.get', { eventId: event.eventId });
    const titles = schedule.sessions.map((session) => session.title);
    expect(titles).toEqual(expect.arrayContaining([`Hallway track ${suffix}`, `Late demo ${suffix}`, `Lunch ${suffix}`, keynote.title]));
    expect(schedule.sessions).toHaveLength(7);
    const late = schedule.sessions.find((session) => session.title === `Late demo ${suffix}`)!;
    expect(late.endsAt - late.startsAt).toBe(90 * 60);
  } finally {
    await event.dispose();
  }
});
