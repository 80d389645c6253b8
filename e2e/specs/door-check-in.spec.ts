import { test, expect } from '../fixtures/test.ts';
import { expectCameraRunning, openDoorDevice, showCode, showNothing, verdictScreen, type DoorDevice } from '../fixtures/door-device.ts';
import { forgeCode, readOverview, setUpDoorEvent, type DoorEvent } from '../fixtures/door-event.ts';
import { callQuery } from '../fixtures/trpc.ts';
import { signInThroughForm } from '../fixtures/ui.ts';

// The door check-in story, with Chromium's fake camera (the camera project in
// playwright.config.ts): two door devices check people in with no network, one person tries
// to enter twice, and once the network is back the organizer's numbers are exactly right and
// the double entry is visible. The camera is shared by every context of the browser, so the
// devices take turns at scanning and these tests run one at a time.

/** Names this device, downloads the roster and opens the scanner (on a blank camera), all online. */
async function prepareDevice(device: DoorDevice, door: DoorEvent): Promise<void> {
  const { page } = device;
  await expect(page.getByRole('heading', { level: 1, name: door.eventName })).toBeVisible();
  await page.getByLabel('Device name').fill(device.label);
  await page.getByLabel('Device name').press('Enter');
  await expect(page.getByText('Device name saved.')).toBeAttached();
  await page.getByRole('button', { name: 'Download roster' }).click();
  // Organizer, two staff and three attendees.
  const roster = page.getByRole('region', { name: 'Roster on this device' });
  await expect(roster).toContainText('6 people on this device', { timeout: 20_000 });
  await expect(roster).toContainText('0 / 6 checked in');
  await expect(roster.getByRole('button', { name: 'Update roster' })).toBeVisible();
  await page.getByRole('link', { name: 'Open scanner' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/check-in/scan' && url.searchParams.get('eventId') === door.eventId);
  // The camera chunk is loaded and the viewfinder live before the network goes.
  await expectCameraRunning(page);
}

async function expectVerdict(device: DoorDevice, verdict: string, heading: string, name?: string): Promise<void> {
  const screen = verdictScreen(device.page, verdict);
  await expect(screen).toBeVisible({ timeout: 15_000 });
  await expect(screen.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  if (name) await expect(screen).toContainText(name);
}

test('two offline door devices check people in; after sync the server holds each check-in once and both duplicates', async ({
  browser,
  playwright,
}, testInfo) => {
  // Eight accounts, two devices, a dozen camera opens: more than the default budget on two cores.
  test.slow();
  const door = await setUpDoorEvent(playwright, testInfo);
  const [staffA, staffB] = door.staff;
  const [ada, grace] = door.attendees;
  if (!staffA || !staffB || !ada || !grace) throw new Error('set-up made too few people');
  showNothing();

  const deviceA = await openDoorDevice(browser, staffA, door.eventId, 'Gate A');
  let deviceB: DoorDevice | null = null;
  try {
    await prepareDevice(deviceA, door);

    // Device A, offline: Ada, Grace, Ada again, a forged code, someone not registered.
    await deviceA.context.setOffline(true);
    await showCode(deviceA.page, ada, 'switch-camera');
    await expectVerdict(deviceA, 'checked-in', 'Checked in', ada.name);
    // A green result goes back to the camera by itself.
    await showCode(deviceA.page, grace, 'auto-resume');
    await expectVerdict(deviceA, 'checked-in', 'Checked in', grace.name);
    await showCode(deviceA.page, ada, 'auto-resume');
    await expectVerdict(deviceA, 'already', 'Already checked in', ada.name);
    await expect(verdictScreen(deviceA.page, 'already')).toContainText('Gate A');
    await showCode(deviceA.page, forgeCode(grace.code), 'scan-next');
    await expectVerdict(deviceA, 'forged', 'Not a Hallway code');
    await showCode(deviceA.page, door.outsider, 'scan-next');
    await expectVerdict(deviceA, 'not-registered', 'Not registered for this event');
    // Two check-ins and the duplicate record wait; the red screens record nothing.
    await expect(deviceA.page.getByText('3 waiting to sync')).toBeVisible();
    await expect(deviceA.page.getByText('2 / 6 checked in')).toBeVisible();

    // Device B gets its roster now (A's scans have not reached the server), then goes offline
    // and admits Grace again: it cannot know that Gate A already did. A's result screen has
    // released the camera, so B's capture is a fresh one.
    showNothing();
    deviceB = await openDoorDevice(browser, staffB, door.eventId, 'Gate B');
    await prepareDevice(deviceB, door);
    await deviceB.context.setOffline(true);
    await showCode(deviceB.page, grace, 'switch-camera');
    await expectVerdict(deviceB, 'checked-in', 'Checked in', grace.name);
    showNothing();
    await expect(deviceB.page.getByText('1 waiting to sync')).toBeVisible();

    // A comes back first, then B: B's scan is the later one, and its sync report says so.
    await deviceA.context.setOffline(false);
    await expect(deviceA.page.getByText('All synced')).toBeVisible({ timeout: 30_000 });
    await deviceB.context.setOffline(false);
    await expect(deviceB.page.getByText('All synced')).toBeVisible({ timeout: 30_000 });
    await expect(deviceB.page.getByText(/Already checked in at \d\d:\d\d by Gate A/)).toBeVisible();

    // The organizer's numbers: each person checked in once, by the earliest scan; both
    // second admissions kept as duplicate records.
    const overview = await readOverview(door.organizer, door.eventId);
    expect(overview.checkedIn).toBe(2);
    const standing = overview.recent.filter((scan) => scan.status === 'checked-in').map((scan) => `${scan.person.accountId} by ${scan.deviceLabel}`);
    expect(standing.sort()).toEqual([`${ada.accountId} by Gate A`, `${grace.accountId} by Gate A`].sort());
    const duplicates = overview.duplicates.map((d) => `${d.person.accountId} by ${d.deviceLabel}, standing by ${d.standing.deviceLabel}`);
    expect(duplicates.sort()).toEqual([`${ada.accountId} by Gate A, standing by Gate A`, `${grace.accountId} by Gate B, standing by Gate A`].sort());
    for (const duplicate of overview.duplicates) expect(duplicate.standing.at).toBeLessThan(duplicate.scannedAt);
    expect(overview.devices.map((device) => device.label).sort()).toEqual(['Gate A', 'Gate B']);
  } finally {
    await deviceA.context.close();
    await deviceB?.context.close();
    await door.dispose();
  }
});

test('an attendee scans another attendee offline at /me/scan, and the connection reaches the server once online', async ({
  browser,
  playwright,
}, testInfo) => {
  test.slow();
  const door = await setUpDoorEvent(playwright, testInfo, { staff: 0, attendees: 2 });
  const [ada, grace] = door.attendees;
  if (!ada || !grace) throw new Error('set-up made too few people');
  showNothing();
  const context = await browser.newContext({ permissions: ['camera'] });
  try {
    const page = await context.newPage();
    await page.goto(`/sign-in?redirectTo=${encodeURIComponent('/me/scan')}`);
    await signInThroughForm(page, ada.account.email, ada.account.password);
    await expect(page).toHaveURL((url) => url.pathname === '/me/scan');
    // The camera chunk and the public key are on the device before the network goes.
    await expectCameraRunning(page);

    await context.setOffline(true);
    await showCode(page, grace, 'switch-camera');
    // Verified on the device with the public key, and queued: the name comes with the server's answer.
    const result = page.getByRole('status').filter({ hasText: 'Connection saved' });
    await expect(result).toBeVisible({ timeout: 15_000 });
    await expect(result).toContainText("Saved on this device — it will sync when you're back online");
    showNothing();
    const listConnections = async () =>
      (await callQuery<{ connections: Array<{ person: { accountId: string } }> }>(ada.api, 'connection.list')).connections.map((c) => c.person.accountId);
    expect(await listConnections()).toEqual([]);

    await context.setOffline(false);
    await expect(result).toContainText(grace.name, { timeout: 30_000 });
    expect(await listConnections()).toEqual([grace.accountId]);
  } finally {
    await context.close();
    await door.dispose();
  }
});
