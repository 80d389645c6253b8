import { mkdirSync } from 'node:fs';
import path from 'node:path';
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
async function prepareDevice(device: DoorDevice, door: DoorEvent, people = 6, checkedIn = 0): Promise<void> {
  const { page } = device;
  await expect(page.getByRole('heading', { level: 1, name: door.eventName })).toBeVisible();
  await page.getByLabel('Device name').fill(device.label);
  await page.getByLabel('Device name').press('Enter');
  await expect(page.getByText('Device name saved.')).toBeAttached();
  await page.getByRole('button', { name: 'Download roster' }).click();
  // By default the organizer, two staff and three attendees.
  const roster = page.getByRole('region', { name: 'Roster on this device' });
  await expect(roster).toContainText(`${people} people on this device`, { timeout: 20_000 });
  await expect(roster).toContainText(`${checkedIn} / ${people} checked in`);
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

/** Every verdict screen on the page (the result of the last scan; none while the camera runs). */
const anyVerdict = (device: DoorDevice) => device.page.locator('[data-verdict]');

test('a code held in front of the camera after its green verdict is not read again: no second verdict, no duplicate record', async ({
  browser,
  playwright,
}, testInfo) => {
  test.slow();
  const door = await setUpDoorEvent(playwright, testInfo, { staff: 1, attendees: 1 });
  const [staff] = door.staff;
  const [ada] = door.attendees;
  if (!staff || !ada) throw new Error('set-up made too few people');
  showNothing();
  const device = await openDoorDevice(browser, staff, door.eventId, 'Gate A', { clock: true });
  try {
    // A phone at the door (412×915), as the walk-through used.
    await device.page.setViewportSize({ width: 412, height: 915 });
    await prepareDevice(device, door, 3);
    await showCode(device.page, ada, 'switch-camera');
    await expectVerdict(device, 'checked-in', 'Checked in', ada.name);
    const screenshots = path.resolve(import.meta.dirname, '../.artifacts/screenshots');
    mkdirSync(screenshots, { recursive: true });
    await device.page.screenshot({ path: path.join(screenshots, 'door-verdict.png') });

    // Ada lingers with her code up: the green result clears itself, the camera opens again on
    // the same code, and keeps seeing it. An absence over time has to be watched for a while:
    // longer than the old 2.5 s clear plus 3 s quiet, and than the 10 s after a verdict. The page's
    // clock runs those 13 s: its scan loop (a timer) reads the frame in view every 300 ms of them, and
    // the repeat guard judges by the same clock.
    await expectCameraRunning(device.page);
    await device.page.clock.runFor(13_000);
    await expect(anyVerdict(device)).toHaveCount(0);
    await expect(device.page.locator('[data-camera-state="running"]')).toBeVisible();
    await expect(device.page.getByText('All synced')).toBeVisible({ timeout: 30_000 });
    await expect(device.page.getByText('1 / 3 checked in')).toBeVisible();
    showNothing();

    const overview = await readOverview(door.organizer, door.eventId);
    expect(overview.checkedIn).toBe(1);
    expect(overview.recent.map((scan) => `${scan.person.accountId} ${scan.status} by ${scan.deviceLabel}`)).toEqual([`${ada.accountId} checked-in by Gate A`]);
    expect(overview.duplicates).toEqual([]);
  } finally {
    await device.context.close();
    await door.dispose();
  }
});

test('a real second entry is still a duplicate: the same device once the code has left the camera, and another door', async ({
  browser,
  playwright,
}, testInfo) => {
  test.slow();
  const door = await setUpDoorEvent(playwright, testInfo, { staff: 2, attendees: 1 });
  const [staffA, staffB] = door.staff;
  const [ada] = door.attendees;
  if (!staffA || !staffB || !ada) throw new Error('set-up made too few people');
  showNothing();
  const deviceA = await openDoorDevice(browser, staffA, door.eventId, 'Gate A', { clock: true });
  let deviceB: DoorDevice | null = null;
  try {
    await prepareDevice(deviceA, door, 4);
    await showCode(deviceA.page, ada, 'switch-camera');
    await expectVerdict(deviceA, 'checked-in', 'Checked in', ada.name);
    // Ada walks in; the camera goes back to an empty view and stays there past the quiet time.
    showNothing();
    await expectCameraRunning(deviceA.page);
    await expect(deviceA.page.getByText('All synced')).toBeVisible({ timeout: 30_000 });
    // Time-based on purpose: the scan page ignores the same code for 10 s after its verdict and 2 s after
    // it was last in view (counted from the camera's return), and shows no sign when that ends. The page's
    // clock runs 11 s from here (the verdict and the camera's return are earlier): 1 s spare.
    await deviceA.page.clock.runFor(11_000);
    // Later she comes back out and tries again at the same door: that is a second entry.
    await showCode(deviceA.page, ada, 'switch-camera');
    await expectVerdict(deviceA, 'already', 'Already checked in', ada.name);
    await expect(verdictScreen(deviceA.page, 'already')).toContainText('Gate A');
    showNothing();
    await deviceA.page.getByRole('button', { name: 'Scan next' }).click();
    await expect(deviceA.page.getByText('All synced')).toBeVisible({ timeout: 30_000 });

    // And at another door, whose roster already knows she is in. Gate A's camera lets go first:
    // the fake capture device is shared, and a new capture reads the file only if none is open.
    await deviceA.context.close();
    deviceB = await openDoorDevice(browser, staffB, door.eventId, 'Gate B');
    await prepareDevice(deviceB, door, 4, 1);
    await showCode(deviceB.page, ada, 'switch-camera');
    await expectVerdict(deviceB, 'already', 'Already checked in', ada.name);
    await expect(verdictScreen(deviceB.page, 'already')).toContainText('Gate A');
    showNothing();
    await deviceB.page.getByRole('button', { name: 'Scan next' }).click();
    await expect(deviceB.page.getByText('All synced')).toBeVisible({ timeout: 30_000 });

    const overview = await readOverview(door.organizer, door.eventId);
    expect(overview.checkedIn).toBe(1);
    const duplicates = overview.duplicates.map((d) => `${d.person.accountId} by ${d.deviceLabel}, standing by ${d.standing.deviceLabel}`);
    expect(duplicates.sort()).toEqual([`${ada.accountId} by Gate A, standing by Gate A`, `${ada.accountId} by Gate B, standing by Gate A`].sort());
  } finally {
    await deviceA.context.close();
    await deviceB?.context.close();
    await door.dispose();
  }
});

test('the scan page\'s sync line names the person once ("Ada …: Checked in", not "Ada …: Checked in: Ada …")', async ({ browser, playwright }, testInfo) => {
  const door = await setUpDoorEvent(playwright, testInfo, { staff: 1, attendees: 1 });
  const [staff] = door.staff;
  const [ada] = door.attendees;
  if (!staff || !ada) throw new Error('set-up made too few people');
  showNothing();
  const device = await openDoorDevice(browser, staff, door.eventId, 'Gate A');
  try {
    await prepareDevice(device, door, 3);
    await device.page.getByRole('button', { name: 'Find by name' }).click();
    await device.page.getByLabel('Search by name').fill(ada.account.firstName);
    await device.page.getByRole('button', { name: `Check in ${ada.name}` }).click();
    await expectVerdict(device, 'checked-in', 'Checked in', ada.name);
    await expect(device.page.getByText('All synced')).toBeVisible({ timeout: 30_000 });
    const line = device.page.getByRole('listitem').filter({ hasText: ada.name });
    await expect(line).toHaveText(`${ada.name}: Checked in`);
  } finally {
    await device.context.close();
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
