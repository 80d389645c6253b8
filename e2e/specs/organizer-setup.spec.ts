import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../fixtures/test.ts';
import { newAccountDetails, type AccountDetails } from '../fixtures/accounts.ts';
import { readJoinLink, readMailTo } from '../fixtures/dev-mail.ts';
import { fillRegisterForm, openAccountMenu, skipProfileSetup } from '../fixtures/ui.ts';
import { typeInto } from '../fixtures/type-into.ts';

// The organizer story: an organizer who has never seen Hallway sets up an event, and an
// invited person joins it from the emailed link and sees exactly the features switched on.

/** The CSV an organizer exports from a spreadsheet (the import's columns, Windows line ends, a quoted comma). */
function attendeeCsv(rows: Array<{ person: AccountDetails; role: string; ticket: string }>): string {
  const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const lines = rows.map(({ person, role, ticket }) => [person.email, person.firstName, person.lastName, role, ticket].map(quote).join(','));
  return ['email,first name,last name,role,ticket type', ...lines].join('\r\n');
}

/** Sets a feature switch and waits until the server has saved it (the switch says "Saving…" meanwhile). */
async function setSwitch(page: Page, name: string, on: boolean): Promise<void> {
  const control = page.getByRole('switch', { name, exact: true });
  await expect(control).toHaveAttribute('aria-checked', String(!on));
  await control.click();
  await expect(control).toHaveAttribute('aria-checked', String(on));
}

/** The entries of the console's attendee-menu preview (tiles, then sections), in order. */
function previewEntries(page: Page): Locator {
  return page.getByRole('region', { name: 'Attendee menu preview' }).getByRole('listitem');
}

test('an organizer sets up an event, and an invitee joins from the emailed link and sees only the enabled features @engines', async ({
  page,
  browser,
  request,
  signedIn: organizer,
}, testInfo) => {
  // Several pages and two browser contexts: more than the default budget on two busy cores.
  test.slow();
  const suffix = randomUUID().slice(0, 8);
  const organizationName = `Harbour Makers ${suffix}`;
  const eventName = `Harbour Makers Summit ${suffix}`;
  const invitee = newAccountDetails(testInfo);
  const speaker = { ...newAccountDetails(testInfo), firstName: 'Grace', lastName: 'Hopper, Jr.' };
  const doorStaff = { ...newAccountDetails(testInfo), firstName: 'Katherine', lastName: 'Johnson' };

  // 1. An organization, from the account menu.
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Create an organization' }).click();
  await expect(page).toHaveURL(/\/org\/new$/);
  await typeInto(page.getByLabel('Name', { exact: true }), organizationName);
  // The web address is suggested from the name.
  await expect(page.getByLabel('Web address')).toHaveValue(`harbour-makers-${suffix}`);
  await typeInto(page.getByLabel('Description', { exact: true }), 'Hardware meetups by the water.');
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page).toHaveURL(new RegExp(`/org/harbour-makers-${suffix}$`));
  await expect(page.getByRole('heading', { level: 1, name: organizationName })).toBeVisible();
  await expect(page.getByText('You are owner')).toBeVisible();

  // 2. Its first event: a private draft, straight into the console.
  await page.getByRole('link', { name: 'Create event' }).click();
  await expect(page).toHaveURL(/\/events\/new\?organization=/);
  await typeInto(page.getByLabel('Event name'), eventName);
  await typeInto(page.getByLabel('Venue'), 'Pier 4 Hall');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page).toHaveURL(/\/event\/[^/?#]+\/console$/);
  const eventId = new URL(page.url()).pathname.split('/')[2] ?? '';
  await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  // 3. Feature switches, with the attendee menu preview following each one.
  await page.getByRole('navigation', { name: 'Event console' }).getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/console/features$`));
  // A new event starts with the schedule and the attendee list only.
  await expect(page.getByRole('switch', { name: 'Schedule', exact: true })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: 'Attendees & speakers' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: 'Networking bingo' })).toHaveAttribute('aria-checked', 'false');
  await expect(previewEntries(page)).toHaveText(['Schedule', 'Attendees', 'My Profile', 'Event Details', 'Speakers']);

  await setSwitch(page, 'Updates', true);
  await expect(previewEntries(page)).toHaveText(['Schedule', 'Attendees', 'Updates', 'My Profile', 'Event Details', 'Speakers']);
  await setSwitch(page, 'Networking bingo', true);
  await expect(previewEntries(page)).toHaveText(['Schedule', 'Attendees', 'Updates', 'My Profile', 'Networking Bingo', 'Event Details', 'Speakers']);
  await setSwitch(page, 'Attendees & speakers', false);
  await expect(previewEntries(page)).toHaveText(['Schedule', 'Updates', 'My Profile', 'Networking Bingo', 'Event Details']);
  await expect(page.getByText('3 of 10 on.')).toBeVisible();

  // Saved on the server, not only in the page: a reload shows the same switches.
  await expect(page.getByText('Saving…')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Updates' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: 'Networking bingo' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: 'Attendees & speakers' })).toHaveAttribute('aria-checked', 'false');
  await expect(previewEntries(page)).toHaveText(['Schedule', 'Updates', 'My Profile', 'Networking Bingo', 'Event Details']);

  // 4. People from a CSV file: a preview first, then the import, which mails the invitations.
  await page.getByRole('navigation', { name: 'Event console' }).getByRole('link', { name: 'People' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/console/people`));
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importPanel = page.getByRole('region', { name: 'Import people from a CSV file' });
  const csv = attendeeCsv([
    { person: invitee, role: 'attendee', ticket: 'General' },
    { person: speaker, role: 'speaker', ticket: 'Speaker' },
    { person: doorStaff, role: 'staff', ticket: 'Volunteer' },
  ]);
  // Sent alone, outside any batch: only so may a large file pass the usual body limit.
  const previewRequest = page.waitForRequest((request) => request.url().includes('/api/trpc/people.importPreview'));
  await importPanel.getByLabel('Choose a CSV file').setInputFiles({ name: 'attendees.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  expect(new URL((await previewRequest).url()).pathname).toBe('/api/trpc/people.importPreview');
  expect(new URL((await previewRequest).url()).searchParams.get('batch')).toBeNull();
  await expect(importPanel.getByRole('list', { name: 'Import summary' })).toContainText('3 new');
  await expect(importPanel.getByRole('list', { name: 'Import summary' })).toContainText('0 with problems');
  await expect(importPanel.getByRole('table')).toContainText(speaker.email);
  await importPanel.getByRole('button', { name: 'Import 3 people' }).click();
  await expect(importPanel.getByRole('status')).toContainText('attendees.csv imported');
  await expect(importPanel.getByRole('status')).toContainText('3 invited');
  const inviteeRow = page.getByRole('listitem').filter({ hasText: invitee.email });
  await expect(inviteeRow).toContainText('Invited');
  await expect(page.getByRole('listitem').filter({ hasText: speaker.email })).toContainText('Grace Hopper, Jr.');
  await expect(page.getByRole('listitem').filter({ hasText: organizer.email })).toContainText('Joined');

  // 5. The invitee, in a browser of their own, opens the emailed link, registers and joins.
  // readJoinLink waits for the mail; then its subject names the event.
  const joinLink = await readJoinLink(request, invitee.email);
  expect(joinLink).toMatch(/^\/join\?token=/);
  const [invitation] = await readMailTo(request, invitee.email);
  expect(invitation?.subject).toBe(`You're invited to ${eventName}`);

  const inviteeContext = await browser.newContext();
  try {
    const inviteePage = await inviteeContext.newPage();
    await inviteePage.goto(joinLink);
    await expect(inviteePage.getByRole('heading', { name: "You're invited" })).toBeVisible();
    await inviteePage.getByRole('link', { name: 'Create an account' }).click();
    await expect(inviteePage).toHaveURL(/\/register\?redirectTo=/);
    await fillRegisterForm(inviteePage, invitee);
    await inviteePage.getByRole('button', { name: 'Register', exact: true }).click();
    await skipProfileSetup(inviteePage);

    // Back on the join link, which joins and opens the event.
    await expect(inviteePage).toHaveURL(new RegExp(`/event/${eventId}$`));
    await expect(inviteePage.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
    await expect(inviteePage.getByText(`Welcome to ${eventName}`)).toBeVisible();
    await expect(inviteePage.getByText("You're in")).toBeVisible();
    await expect(inviteePage.getByRole('region', { name: 'At this event' }).getByRole('listitem')).toHaveText(['Schedule', 'Networking Bingo', 'Updates']);

    // The event menu offers exactly what the organizer switched on, and no organizer entries.
    await inviteePage.getByRole('button', { name: 'Open event menu' }).click();
    const menu = inviteePage.getByRole('dialog', { name: `${eventName} menu` });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText(['Schedule', 'Updates', 'My Profile', 'Networking Bingo', 'Event Details']);
    await expect(menu.getByRole('heading', { name: 'Organizer' })).toHaveCount(0);
  } finally {
    await inviteeContext.close();
  }

  // 6. The organizer's list now shows the invitee as joined.
  await page.reload();
  await expect(inviteeRow).toContainText('Joined');
});
