import { readFile } from 'node:fs/promises';
import { test, expect } from '../fixtures/test.ts';
import { expectCameraRunning, showCode, showNothing } from '../fixtures/door-device.ts';
import { setUpDoorEvent } from '../fixtures/door-event.ts';
import { reloadUnderServiceWorker, waitForPersistedQueryCache } from '../fixtures/service-worker.ts';
import { callMutation, callQuery } from '../fixtures/trpc.ts';
import { signInThroughForm } from '../fixtures/ui.ts';

// A stand's team member opens the exhibitors once online; at the venue with no network the list
// still opens, searches by category, and the lead scanner reads an attendee's personal code from
// Chromium's fake camera into the outbox; back online the lead is sent once and exported as CSV.

const stand = (name: string, booth: string, categories: string[]) => ({ name, booth, description: `${name} at booth ${booth}.`, logoSrc: null, categories, links: [] });

test('exhibitors open offline after a visit; the team scans an attendee offline, exports the lead once online, and edits its note and rating offline', async ({ browser, playwright }, testInfo) => {
  test.slow();
  const door = await setUpDoorEvent(playwright, testInfo, { staff: 0, attendees: 2 });
  const [rep, ada] = door.attendees;
  if (!rep || !ada) throw new Error('set-up made too few attendees');
  const { eventId } = door;
  await callMutation(door.organizer.api, 'eventAdmin.setFeatures', { id: eventId, features: { enableExhibitors: true } });
  const repMembership = await callQuery<{ membership: { attendeeId: string } | null }>(rep.api, 'event.byId', { id: eventId });
  await callMutation(door.organizer.api, 'people.changeRole', { eventId, personId: repMembership.membership?.attendeeId, role: 'exhibitor' });
  const robots = await callMutation<{ id: string }>(door.organizer.api, 'exhibitors.save', { eventId, exhibitor: stand('Offline Robotics', 'B4', ['Robots']) });
  await callMutation(door.organizer.api, 'exhibitors.save', { eventId, exhibitor: stand('Coffee Cart', 'C1', ['Food & drink']) });
  await callMutation(door.organizer.api, 'exhibitors.setTeam', { eventId, exhibitorId: robots.id, accountIds: [rep.accountId] });
  showNothing();

  const context = await browser.newContext({ permissions: ['camera'], acceptDownloads: true });
  const page = await context.newPage();
  const list = page.getByRole('list', { name: 'Exhibitors' });
  try {
    await page.goto(`/sign-in?redirectTo=${encodeURIComponent(`/event/${eventId}/exhibitors`)}`);
    await signInThroughForm(page, rep.account.email, rep.account.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Exhibitors' })).toBeVisible();
    await expect(list.getByRole('link', { name: 'Coffee Cart' })).toBeVisible();
    await reloadUnderServiceWorker(page);
    await expect(list.getByRole('link', { name: 'Offline Robotics' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Scan leads for Offline Robotics' })).toBeVisible();
    await waitForPersistedQueryCache(page, [door.eventName, robots.id]);

    // No network: the page comes from the service worker and the stands from the event pack.
    await context.setOffline(true);
    const offlineList = await page.reload();
    expect(offlineList?.fromServiceWorker()).toBe(true);
    await expect(list.getByRole('link', { name: 'Offline Robotics' })).toBeVisible();
    await page.getByLabel('Category').selectOption('Food & drink');
    await expect(list.getByRole('link', { name: 'Coffee Cart' })).toBeVisible();
    await expect(list.getByRole('link', { name: 'Offline Robotics' })).toHaveCount(0);
    await page.getByLabel('Category').selectOption('');

    // Still offline, the lead scanner reads Ada's personal code; the lead waits in the outbox.
    await page.getByRole('link', { name: 'Scan leads for Offline Robotics' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Leads for Offline Robotics' })).toBeVisible();
    await expectCameraRunning(page);
    await showCode(page, { code: ada.code, qrMask: ada.qrMask }, 'switch-camera');
    await expect(page.getByRole('heading', { name: 'Code read: add a note' })).toBeVisible({ timeout: 20_000 });
    showNothing();
    await page.getByRole('textbox', { name: 'Note' }).fill('Wants a robot demo on Friday');
    await page.getByRole('radio', { name: '4' }).check();
    await page.getByRole('button', { name: 'Save lead' }).click();
    const waiting = page.getByRole('status').filter({ hasText: '1 lead waiting to be sent' });
    await expect(waiting).toBeVisible();

    // Online again: the outbox sends it once, and the export holds it.
    await context.setOffline(false);
    await expect(waiting).toBeHidden({ timeout: 30_000 });
    await expect(page.getByRole('list', { name: 'Leads' })).toContainText('Wants a robot demo on Friday');
    const leads = await callQuery<{ leads: Array<{ note: string; rating: number | null }> }>(rep.api, 'exhibitors.leads', { eventId, exhibitorId: robots.id });
    expect(leads.leads.map((lead) => [lead.note, lead.rating])).toEqual([['Wants a robot demo on Friday', 4]]);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/offline-robotics.*\.csv$/);
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv.split(/\r?\n/)[0]).toContain('first name');
    expect(csv).toContain('Wants a robot demo on Friday');

    // Offline again, the team edits the lead's note and rating from the list; it syncs once online.
    await context.setOffline(true);
    await page.getByRole('button', { name: /^Edit note and rating/ }).click();
    const editForm = page.getByRole('form', { name: /^Edit lead/ });
    await editForm.getByRole('textbox', { name: 'Note' }).fill('Demo booked for Friday 10:00');
    await editForm.getByRole('radio', { name: '5' }).check();
    await editForm.getByRole('button', { name: 'Save' }).click();
    const leadList = page.getByRole('list', { name: 'Leads' });
    await expect(leadList).toContainText('Demo booked for Friday 10:00');
    await expect(leadList).toContainText('Saved on this phone, waiting to sync');
    await context.setOffline(false);
    await expect(leadList.getByText('Saved on this phone, waiting to sync')).toBeHidden({ timeout: 30_000 });
    await expect
      .poll(async () => (await callQuery<{ leads: Array<{ note: string; rating: number | null }> }>(rep.api, 'exhibitors.leads', { eventId, exhibitorId: robots.id })).leads.map((lead) => [lead.note, lead.rating]))
      .toEqual([['Demo booked for Friday 10:00', 5]]);

    // The attendee sees which stand scanned them.
    const scannedMe = await callQuery<{ scans: Array<{ name: string }> }>(ada.api, 'exhibitors.scannedMe', { eventId });
    expect(scannedMe.scans.map((scan) => scan.name)).toEqual(['Offline Robotics']);
  } finally {
    await context.close();
    await door.dispose();
  }
});

test('organizers import stands from a CSV file and order sponsor tiers in the console', async ({ page, playwright }, testInfo) => {
  const door = await setUpDoorEvent(playwright, testInfo, { staff: 0, attendees: 0 });
  const { eventId } = door;
  try {
    await callMutation(door.organizer.api, 'eventAdmin.setFeatures', { id: eventId, features: { enableExhibitors: true, enableSponsors: true } });
    await page.goto(`/sign-in?redirectTo=${encodeURIComponent(`/event/${eventId}/console/exhibitors`)}`);
    await signInThroughForm(page, door.organizer.account.email, door.organizer.account.password);
    await expect(page.getByRole('navigation', { name: 'Event console' }).getByRole('link', { name: 'Exhibitors' })).toHaveAttribute('aria-current', 'page');

    await page.getByLabel(/Choose a CSV file of exhibitors/).setInputFiles({
      name: 'stands.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name,booth,categories\nOffline Robotics,B4,Robots;Hardware\nCoffee Cart,C1,Food\n'),
    });
    await expect(page.getByRole('list', { name: 'Import summary' })).toContainText('2 new');
    await page.getByRole('button', { name: 'Import exhibitors' }).click();
    await expect(page.getByText('2 added, 0 updated')).toBeVisible();
    const stands = page.getByRole('list', { name: 'Exhibitors' });
    await expect(stands.getByRole('listitem', { name: 'Offline Robotics' })).toContainText('Booth B4 · Robots · Hardware');
    await expect(stands.getByRole('listitem', { name: 'Coffee Cart' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Event console' }).getByRole('link', { name: 'Sponsors' }).click();
    for (const tier of ['Gold', 'Platinum']) {
      await page.getByRole('textbox', { name: 'New tier' }).fill(tier);
      await page.getByRole('button', { name: 'Add tier' }).click();
      await expect(page.getByRole('button', { name: `Rename ${tier}` })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Move Platinum up' }).click();
    await expect(page.getByRole('button', { name: 'Move Platinum up' })).toBeDisabled();
    const list = await callQuery<{ tiers: Array<{ name: string; position: number }> }>(door.organizer.api, 'sponsors.list', { eventId });
    expect([...list.tiers].sort((a, b) => a.position - b.position).map((tier) => tier.name)).toEqual(['Platinum', 'Gold']);
  } finally {
    await door.dispose();
  }
});
