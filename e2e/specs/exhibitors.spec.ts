import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, PlaywrightWorkerArgs, TestInfo } from '@playwright/test';
import { test, expect } from '../fixtures/test.ts';
import { newAccountDetails, registerThroughApi } from '../fixtures/accounts.ts';
import { cameraVideoPath } from '../fixtures/camera-path.ts';
import { expectCameraRunning, showCode, showNothing } from '../fixtures/door-device.ts';
import { setUpDoorEvent, type Person } from '../fixtures/door-event.ts';
import { writeQrVideo } from '../fixtures/fake-camera.ts';
import { e2eBaseUrl } from '../fixtures/server-address.ts';
import { reloadUnderServiceWorker, waitForPersistedQueryCache, servedByServiceWorker } from '../fixtures/service-worker.ts';
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
    expect(await servedByServiceWorker(page, offlineList)).toBe(true);
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
    // The lead scanner was never opened online: the stands page saved who is who, so the form names them.
    await expect(page.getByRole('form', { name: 'New lead' }).getByRole('heading', { name: ada.name })).toBeVisible({ timeout: 20_000 });
    showNothing();
    await page.getByRole('textbox', { name: 'Note' }).fill('Wants a robot demo on Friday');
    await page.getByRole('radio', { name: '4 of 5' }).check();
    await page.getByRole('button', { name: 'Save lead' }).click();
    const waiting = page.getByRole('list', { name: 'Leads' }).getByText('Waiting to be sent');
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
    await editForm.getByRole('radio', { name: '5 of 5' }).check();
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

// A stand on an event with its attendee list on (so the event pack holds the directory): a
// visitor (company on their profile) and the stand's team member, who scans them.
async function setUpStand(playwright: PlaywrightWorkerArgs['playwright'], testInfo: TestInfo) {
  const door = await setUpDoorEvent(playwright, testInfo, { staff: 0, attendees: 2 });
  const [rep, visitor] = door.attendees;
  if (!rep || !visitor) throw new Error('set-up made too few attendees');
  const { eventId } = door;
  await callMutation(door.organizer.api, 'eventAdmin.setFeatures', { id: eventId, features: { enableExhibitors: true, enableAttendeeList: true } });
  await callMutation(visitor.api, 'profile.update', { company: 'Analytical Engines Ltd', completeSetup: true });
  const repMembership = await callQuery<{ membership: { attendeeId: string } | null }>(rep.api, 'event.byId', { id: eventId });
  await callMutation(door.organizer.api, 'people.changeRole', { eventId, personId: repMembership.membership?.attendeeId, role: 'exhibitor' });
  const robots = await callMutation<{ id: string }>(door.organizer.api, 'exhibitors.save', { eventId, exhibitor: stand('Offline Robotics', 'B4', ['Robots']) });
  await callMutation(door.organizer.api, 'exhibitors.setTeam', { eventId, exhibitorId: robots.id, accountIds: [rep.accountId] });
  return { door, rep, visitor, eventId, standId: robots.id };
}

/** Someone who joins the event now (after the team's phone saved the event). */
async function joinLate(playwright: PlaywrightWorkerArgs['playwright'], testInfo: TestInfo, eventId: string): Promise<Person> {
  const api = await playwright.request.newContext({ baseURL: e2eBaseUrl });
  const account = { ...newAccountDetails(testInfo), firstName: 'Latecomer' };
  await registerThroughApi(api, account);
  const mine = await callQuery<{ accountId: string; code: string; qrMask: number }>(api, 'personalCode.mine');
  await callMutation(api, 'event.join', { id: eventId });
  return { account, api, accountId: mine.accountId, code: mine.code, qrMask: mine.qrMask, name: `${account.firstName} ${account.lastName}` };
}

async function openLeadScanner(page: Page, email: string, password: string, eventId: string, standId: string): Promise<void> {
  await page.goto(`/sign-in?redirectTo=${encodeURIComponent(`/event/${eventId}/exhibitors?exhibitor=${standId}&view=leads`)}`);
  await signInThroughForm(page, email, password);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads for Offline Robotics' })).toBeVisible();
  await expectCameraRunning(page);
}

test('the lead form says whose code was read (name and company from the event pack, offline too), and saves a lead for someone the pack does not know yet', async ({ page, context, playwright }, testInfo) => {
  test.slow();
  const { door, rep, visitor, eventId, standId } = await setUpStand(playwright, testInfo);
  showNothing();
  const form = page.getByRole('form', { name: 'New lead' });
  try {
    await openLeadScanner(page, rep.account.email, rep.account.password, eventId, standId);
    await showCode(page, visitor, 'switch-camera');
    await expect(form.getByRole('heading', { name: visitor.name })).toBeVisible({ timeout: 20_000 });
    await expect(form).toContainText('Analytical Engines Ltd');
    showNothing();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await reloadUnderServiceWorker(page);
    await waitForPersistedQueryCache(page, [door.eventName, standId, visitor.accountId]);
    const late = await joinLate(playwright, testInfo, eventId);

    // No network: the page from the service worker, the visitor from the saved event.
    await context.setOffline(true);
    expect(await servedByServiceWorker(page, await page.reload())).toBe(true);
    await expectCameraRunning(page);
    await showCode(page, visitor, 'switch-camera');
    await expect(form.getByRole('heading', { name: visitor.name })).toBeVisible({ timeout: 20_000 });
    await expect(form).toContainText('Analytical Engines Ltd');

    // Someone who joined after the phone saved the event: said so, and the lead still saves.
    writeQrVideo(cameraVideoPath, late.code, late.qrMask);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toContainText('not in the event data saved on this phone', { timeout: 20_000 });
    showNothing();
    await form.getByRole('textbox', { name: 'Note' }).fill('Joined this morning');
    await form.getByRole('button', { name: 'Save lead' }).click();
    await context.setOffline(false);
    await expect(page.getByRole('list', { name: 'Leads' }).getByRole('listitem', { name: late.name })).toContainText('Joined this morning', { timeout: 30_000 });
    await late.api.dispose();
  } finally {
    await door.dispose();
  }
});

test('a lead saved offline is in the leads list marked waiting, becomes one normal entry once sent, and a refused one stays there with its reason', async ({ page, context, playwright }, testInfo) => {
  test.slow();
  const { door, rep, visitor, eventId, standId } = await setUpStand(playwright, testInfo);
  showNothing();
  const leads = page.getByRole('list', { name: 'Leads' });
  const visitorLead = leads.getByRole('listitem').filter({ hasText: 'Wants a robot demo' });
  const refusedLead = leads.getByRole('listitem').filter({ hasText: 'Asked about prices' });
  try {
    await openLeadScanner(page, rep.account.email, rep.account.password, eventId, standId);
    await context.setOffline(true);
    await showCode(page, visitor, 'switch-camera');
    await expect(page.getByRole('button', { name: 'Save lead' })).toBeVisible({ timeout: 20_000 });
    showNothing();
    await page.getByRole('textbox', { name: 'Note' }).fill('Wants a robot demo');
    await page.getByRole('button', { name: 'Save lead' }).click();
    await expect(visitorLead).toContainText('Waiting to be sent');
    await expect(page.getByText('No leads yet')).toHaveCount(0);

    // Someone from outside the event: queued as well, refused once it is sent.
    await expectCameraRunning(page);
    await showCode(page, door.outsider, 'switch-camera');
    await expect(page.getByRole('button', { name: 'Save lead' })).toBeVisible({ timeout: 20_000 });
    showNothing();
    await page.getByRole('textbox', { name: 'Note' }).fill('Asked about prices');
    await page.getByRole('button', { name: 'Save lead' }).click();
    await expect(refusedLead).toContainText('Waiting to be sent');
    await expect(leads.getByRole('listitem')).toHaveCount(2);

    await context.setOffline(false);
    await expect(refusedLead.getByRole('alert')).toContainText('This person is not at this event', { timeout: 30_000 });
    await expect(visitorLead).toHaveCount(1);
    await expect(visitorLead).not.toContainText('Waiting to be sent');
    await expect(leads.getByRole('listitem', { name: visitor.name })).toHaveCount(1);
    await expect(leads.getByRole('listitem')).toHaveCount(2);
    await refusedLead.getByRole('button', { name: 'Discard' }).click();
    await expect(leads.getByRole('listitem')).toHaveCount(1);
    const saved = await callQuery<{ leads: Array<{ note: string }> }>(rep.api, 'exhibitors.leads', { eventId, exhibitorId: standId });
    expect(saved.leads.map((lead) => lead.note)).toEqual(['Wants a robot demo']);
  } finally {
    await door.dispose();
  }
});

test('the lead rating is a radiogroup of thumb-size targets that the arrow keys change', async ({ page, playwright }, testInfo) => {
  test.slow();
  const { door, rep, visitor, eventId, standId } = await setUpStand(playwright, testInfo);
  showNothing();
  try {
    await openLeadScanner(page, rep.account.email, rep.account.password, eventId, standId);
    await showCode(page, visitor, 'switch-camera');
    const rating = page.getByRole('radiogroup', { name: 'Rating' });
    await expect(rating).toBeVisible({ timeout: 20_000 });
    showNothing();
    const choices = rating.getByRole('radio');
    await expect(choices).toHaveCount(5);
    for (const [index, choice] of (await choices.all()).entries()) {
      await expect(choice).toHaveAccessibleName(`${index + 1} of 5`);
      const box = await choice.boundingBox();
      expect(box?.width, `${index + 1} of 5: width`).toBeGreaterThanOrEqual(44);
      expect(box?.height, `${index + 1} of 5: height`).toBeGreaterThanOrEqual(44);
    }
    const choice = (value: number) => rating.getByRole('radio', { name: `${value} of 5` });
    await page.getByRole('textbox', { name: 'Note' }).focus();
    await page.keyboard.press('Tab');
    await expect(choice(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(choice(1)).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(choice(3)).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(choice(4)).toBeChecked();
    await expect(choice(4)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(choice(2)).toBeChecked();
    await expect(choice(4)).not.toBeChecked();
    // The focused choice shows it (an outline or a ring), not only the browser's default.
    expect(await choice(2).evaluate((element) => {
      const style = getComputedStyle(element);
      return element.matches(':focus-visible') && (style.outlineStyle !== 'none' || style.boxShadow !== 'none');
    })).toBe(true);

    const screenshots = path.resolve(import.meta.dirname, '../.artifacts/screenshots');
    mkdirSync(screenshots, { recursive: true });
    await page.screenshot({ path: path.join(screenshots, 'lead-form.png') });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: path.join(screenshots, 'lead-form-dark.png') });
    await page.emulateMedia({ colorScheme: 'light' });

    await page.getByRole('button', { name: 'Save lead' }).click();
    await expect(page.getByRole('list', { name: 'Leads' })).toContainText('Rating 2 of 5', { timeout: 30_000 });
  } finally {
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
    // The list moves at once; the server hears of it a moment later (flaky once in CI, read too soon).
    const serverOrder = async () => {
      const list = await callQuery<{ tiers: Array<{ name: string; position: number }> }>(door.organizer.api, 'sponsors.list', { eventId });
      return [...list.tiers].sort((a, b) => a.position - b.position).map((tier) => tier.name);
    };
    await expect.poll(serverOrder).toEqual(['Platinum', 'Gold']);
  } finally {
    await door.dispose();
  }
});
