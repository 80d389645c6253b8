import { randomUUID } from 'node:crypto';
import { test, expect } from '../fixtures/test.ts';
import { newAccountDetails, registerThroughApi } from '../fixtures/accounts.ts';
import { e2eBaseUrl } from '../fixtures/server-address.ts';
import { callMutation, callQuery } from '../fixtures/trpc.ts';
import { signInThroughForm } from '../fixtures/ui.ts';
import { typeInto } from '../fixtures/type-into.ts';

// The console's Meetings tab (issue 36). The demo event (seeded with windows, eight tables and a
// few meetings) is only read here: other specs request meetings in it at the same time. The
// settings are changed on an event of the spec's own.

const demoEventId = '5eed0000-0000-4000-8000-000000000001';
const demoOrganizer = { email: 'organizer@hallway.test', password: 'hallway-demo-2026' };

interface SettingsAnswer {
  windows: Array<{ date: string; from: string; to: string }>;
  slotMinutes: number;
  placeKind: string;
  tables: Array<{ number: number; capacity: number }>;
}

test('the demo organizer opens the Meetings tab: the counts and the table plan', async ({ page }) => {
  await page.goto(`/sign-in?redirectTo=${encodeURIComponent(`/event/${demoEventId}/console`)}`);
  await signInThroughForm(page, demoOrganizer.email, demoOrganizer.password);
  await page.getByRole('navigation', { name: 'Event console' }).getByRole('link', { name: 'Meetings' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${demoEventId}/console/meetings$`));
  await expect(page).toHaveTitle('Meetings · Console | Hallway');
  await expect(page.getByRole('heading', { name: '1:1 meetings', level: 2 })).toBeVisible();

  const counts = page.getByRole('region', { name: 'Meetings so far' });
  await expect(counts.getByText('Requested')).toBeVisible();
  const accepted = Number(await counts.getByText('Accepted', { exact: true }).locator('xpath=following-sibling::dd').innerText());
  expect(accepted).toBeGreaterThanOrEqual(2);

  const plan = page.getByRole('region', { name: 'Table plan' });
  await expect(plan.getByText('Meeting lounge (level 2)', { exact: false })).toBeVisible();
  await expect(plan.getByRole('table').first()).toBeVisible();
  await expect(plan.getByRole('rowheader', { name: 'Table 1' }).first()).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Print the plan' })).toBeEnabled();

  // The saved windows and the eight tables of the seed.
  await expect(page.getByRole('group', { name: 'Window 1' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tables' }).getByRole('group')).toHaveCount(8);

  // On paper: the plan only (the console's header, tabs and form are left off).
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Event console' })).toBeHidden();
  await expect(page.getByRole('form', { name: 'Meeting settings' })).toBeHidden();
  await expect(plan.getByRole('table').first()).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Print the plan' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
});

test('an organizer sets a meeting window and the slot length, an end before the start is refused, and a reload keeps them; offline a save fails and keeps what was typed', async ({ page, context, playwright }, testInfo) => {
  const suffix = randomUUID().slice(0, 8);
  const api = await playwright.request.newContext({ baseURL: e2eBaseUrl });
  try {
    const organizer = newAccountDetails(testInfo);
    await registerThroughApi(api, organizer);
    const organization = await callMutation<{ id: string }>(api, 'organization.create', { name: `Meetings Org ${suffix}`, handle: `mtg-${suffix}` });
    // Tomorrow and the day after, in UTC: the event's days are plain dates here.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const startsAt = Date.parse(`${tomorrow}T08:00:00Z`) / 1000;
    const event = await callMutation<{ id: string }>(api, 'eventAdmin.create', {
      organizationId: organization.id,
      details: { name: `Meeting Summit ${suffix}`, timeZone: 'UTC', startsAt, endsAt: startsAt + 33 * 3600 },
    });
    const path = `/event/${event.id}/console/meetings`;

    await page.goto(`/sign-in?redirectTo=${encodeURIComponent(path)}`);
    await signInThroughForm(page, organizer.email, organizer.password);
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.getByText('1:1 meetings are switched off:')).toBeVisible();
    await expect(page.getByRole('link', { name: 'switch them on under Features' })).toBeVisible();
    await expect(page.getByText('No windows yet', { exact: false })).toBeVisible();

    // A window that ends before it starts: named on its To field, nothing saved.
    await page.getByRole('button', { name: 'Add a window' }).click();
    const window1 = page.getByRole('group', { name: 'Window 1' });
    await expect(window1.getByLabel('Day')).toBeFocused();
    await expect(window1.getByLabel('Day')).toHaveValue(tomorrow);
    await window1.getByLabel('From').fill('11:00');
    await window1.getByLabel('To').fill('10:30');
    // The radios are drawn as cards: a person taps the card.
    await page.getByText('30 min', { exact: true }).click();
    await expect(page.getByRole('radio', { name: '30 min' })).toBeChecked();
    await typeInto(page.getByRole('textbox', { name: 'Meeting point' }), 'By the coffee bar');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert')).toHaveText('Some fields need another look.');
    await expect(window1.getByLabel('To')).toHaveAttribute('aria-invalid', 'true');
    await expect(window1.getByText('A window must end after it starts')).toBeVisible();
    await expect(window1.getByLabel('To')).toBeFocused();
    expect((await callQuery<SettingsAnswer>(api, 'meetings.settings', { eventId: event.id })).windows).toEqual([]);

    // Fixed, with tables instead of anywhere: saved.
    await window1.getByLabel('To').fill('12:30');
    await page.getByText('Numbered tables', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Numbered tables' })).toBeChecked();
    await page.getByLabel('Tables to add').fill('2');
    await page.getByRole('button', { name: 'Add 2 tables' }).click();
    await expect(page.getByRole('list', { name: 'Tables' }).getByLabel('Number').first()).toBeFocused();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
    expect(await callQuery<SettingsAnswer>(api, 'meetings.settings', { eventId: event.id })).toMatchObject({
      windows: [{ date: tomorrow, from: '11:00', to: '12:30' }],
      slotMinutes: 30,
      placeKind: 'tables',
      tables: [
        { number: 1, capacity: 1 },
        { number: 2, capacity: 1 },
      ],
    });

    await page.reload();
    const reloaded = page.getByRole('group', { name: 'Window 1' });
    await expect(reloaded.getByLabel('From')).toHaveValue('11:00');
    await expect(reloaded.getByLabel('To')).toHaveValue('12:30');
    await expect(page.getByRole('radio', { name: '30 min' })).toBeChecked();
    await expect(page.getByRole('list', { name: 'Tables' }).getByRole('group')).toHaveCount(2);
    await expect(page.getByText('All changes saved.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Table plan' }).getByText('No accepted meetings yet', { exact: false })).toBeVisible();

    // Offline, a save fails at once and keeps what was typed; back online, the same form saves.
    await context.setOffline(true);
    await reloaded.getByLabel('To').fill('13:00');
    await expect(page.getByText("You're offline. What you type stays here", { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert')).toHaveText('We could not reach the server, so nothing changed. Check your connection and try again.');
    await expect(reloaded.getByLabel('To')).toHaveValue('13:00');
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
    expect((await callQuery<SettingsAnswer>(api, 'meetings.settings', { eventId: event.id })).windows).toEqual([{ date: tomorrow, from: '11:00', to: '13:00' }]);
  } finally {
    await api.dispose();
  }
});
