import { test, expect } from '../fixtures/test.ts';
import { cameraVideoPath } from '../fixtures/camera-path.ts';
import { expectCameraRunning, showNothing } from '../fixtures/door-device.ts';
import { forgeCode, setUpDoorEvent } from '../fixtures/door-event.ts';
import { writeQrVideo } from '../fixtures/fake-camera.ts';
import { callMutation, callQuery } from '../fixtures/trpc.ts';
import { signInThroughForm } from '../fixtures/ui.ts';

// An attendee scans a printed activity card with the phone's camera while offline: it counts at
// once as unconfirmed, and is confirmed once the network is back; a forged card is refused on the
// phone. Chromium's fake camera plays the card (the camera project runs these one at a time).

test('an activity scanned offline counts as unconfirmed, is confirmed once online, and a forged card is refused', async ({ browser, playwright }, testInfo) => {
  test.slow();
  const door = await setUpDoorEvent(playwright, testInfo, { staff: 0, attendees: 1 });
  const ada = door.attendees[0];
  if (!ada) throw new Error('set-up made no attendee');
  await callMutation(door.organizer.api, 'eventAdmin.setFeatures', { id: door.eventId, features: { enableActivities: true } });
  const now = Math.floor(Date.now() / 1000);
  const activity = await callMutation<{ id: string }>(door.organizer.api, 'activities.create', {
    eventId: door.eventId,
    activity: { name: 'Find the robot', points: 15, startsAt: now - 3600, endsAt: now + 3600, location: 'Hall 2' },
  });
  const admin = await callQuery<{ activities: Array<{ id: string; code: string }> }>(door.organizer.api, 'activities.admin', { eventId: door.eventId });
  const code = admin.activities.find((entry) => entry.id === activity.id)?.code ?? '';
  expect(code).toMatch(/^HWA1:/);
  showNothing();

  const context = await browser.newContext({ permissions: ['camera'] });
  const page = await context.newPage();
  try {
    // Online first, as a phone that opened the event before the Wi-Fi went: both pages' code and
    // the board (with the key that verifies cards) are on the device.
    await page.goto(`/sign-in?redirectTo=${encodeURIComponent(`/event/${door.eventId}/activities`)}`);
    await signInThroughForm(page, ada.account.email, ada.account.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Find the robot' })).toContainText('To do');
    await page.getByRole('link', { name: 'Scan an activity code' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Scan an activity code' })).toBeVisible();
    await expectCameraRunning(page);

    // Offline, the card is checked on the phone and counted at once.
    await context.setOffline(true);
    writeQrVideo(cameraVideoPath, code);
    await page.getByRole('button', { name: /^Use (front|back) camera$/ }).click();
    await expect(page.getByText('Find the robot: +15 points')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/^Unconfirmed:/)).toBeVisible();
    await expect(page.getByTestId('scan-points')).toContainText('15 points so far (1 unconfirmed)');

    // A forged card: refused on the phone, nothing counted.
    writeQrVideo(cameraVideoPath, forgeCode(code));
    await page.getByRole('button', { name: 'Scan another code' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Not counted' })).toContainText('Not a valid activity code (forged or damaged)', { timeout: 20_000 });
    await expect(page.getByTestId('scan-points')).toContainText('15 points so far (1 unconfirmed)');
    showNothing();

    await page.getByRole('link', { name: 'My activities' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
    const queued = page.getByRole('region', { name: 'Scans not confirmed yet' });
    await expect(queued).toContainText('Find the robot: +15 points · unconfirmed');
    await expect(page.getByTestId('my-points')).toHaveText('15 points');

    // Online again: the outbox sends the scan, the server confirms it, the mark goes away.
    await context.setOffline(false);
    await expect(queued).toBeHidden({ timeout: 30_000 });
    await expect(page.getByTestId('my-points')).toHaveText('15 points');
    await expect(page.getByRole('listitem', { name: 'Find the robot' })).toContainText('Done');
    const board = await callQuery<{ myScans: Array<{ points: number }> }>(ada.api, 'activities.board', { eventId: door.eventId });
    expect(board.myScans.map((scan) => scan.points)).toEqual([15]);
  } finally {
    await context.close();
    await door.dispose();
  }
});

/** The door event with activities switched on and one activity, as an organizer makes it; its card's code as printed. */
async function withActivity(door: Awaited<ReturnType<typeof setUpDoorEvent>>, window: { startsAt: number; endsAt: number }) {
  await callMutation(door.organizer.api, 'eventAdmin.setFeatures', { id: door.eventId, features: { enableActivities: true } });
  const draft = { name: 'Find the robot', points: 15, location: 'Hall 2', ...window };
  const activity = await callMutation<{ id: string }>(door.organizer.api, 'activities.create', { eventId: door.eventId, activity: draft });
  const printedCode = async () => {
    const admin = await callQuery<{ activities: Array<{ id: string; code: string }> }>(door.organizer.api, 'activities.admin', { eventId: door.eventId });
    return admin.activities.find((entry) => entry.id === activity.id)?.code ?? '';
  };
  return { activityId: activity.id, draft, printedCode };
}

test('a card printed before its activity was moved earlier still counts: the activity’s current times decide, not the card', async ({ browser, playwright }, testInfo) => {
  test.slow();
  const door = await setUpDoorEvent(playwright, testInfo, { staff: 0, attendees: 1 });
  const ada = door.attendees[0];
  if (!ada) throw new Error('set-up made no attendee');
  const now = Math.floor(Date.now() / 1000);
  const { activityId, draft, printedCode } = await withActivity(door, { startsAt: now + 2 * 3600, endsAt: now + 4 * 3600 });
  // The cards go to the printer; then the organizer moves the start to an hour ago.
  const printed = await printedCode();
  await callMutation(door.organizer.api, 'activities.update', { eventId: door.eventId, activityId, activity: { ...draft, startsAt: now - 3600 } });
  showNothing();

  const context = await browser.newContext({ permissions: ['camera'] });
  const page = await context.newPage();
  try {
    await page.goto(`/sign-in?redirectTo=${encodeURIComponent(`/event/${door.eventId}/activities/scan`)}`);
    await signInThroughForm(page, ada.account.email, ada.account.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Scan an activity code' })).toBeVisible();
    await expectCameraRunning(page);
    writeQrVideo(cameraVideoPath, printed);
    await page.getByRole('button', { name: /^Use (front|back) camera$/ }).click();
    // The phone judges the old card by the activity's times in the event pack, and so does the server.
    await expect(page.getByText(/Find the robot: \+15 points|Not counted/).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('alert').filter({ hasText: 'Not counted' })).toBeHidden();
    await expect(page.getByText('Find the robot: +15 points')).toBeVisible();
    showNothing();
    await expect
      .poll(async () => (await callQuery<{ myScans: Array<{ points: number }> }>(ada.api, 'activities.board', { eventId: door.eventId })).myScans.map((scan) => scan.points), {
        timeout: 30_000,
      })
      .toEqual([15]);
    // Nothing to reprint: the card's text does not change with the activity's times.
    expect(await printedCode()).toBe(printed);
  } finally {
    await context.close();
    await door.dispose();
  }
});

test('activity times read on the event’s clock like the schedule’s, with “Your time” where the phone’s zone differs', async ({ browser, playwright }, testInfo) => {
  const door = await setUpDoorEvent(playwright, testInfo, { staff: 0, attendees: 1 });
  const ada = door.attendees[0];
  if (!ada) throw new Error('set-up made no attendee');
  // 13:30–15:00 on the event's clock (America/Toronto), today or tomorrow: the phone is in Tokyo.
  const clock = (seconds: number, timeZone: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(seconds * 1000);
  const hour = 3600;
  const now = Math.floor(Date.now() / 1000);
  let startsAt = Math.floor(now / hour) * hour + 1800;
  while (clock(startsAt, 'America/Toronto') !== '13:30') startsAt += hour;
  const endsAt = startsAt + 1.5 * hour;
  await withActivity(door, { startsAt, endsAt });

  const context = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  try {
    await page.goto(`/sign-in?redirectTo=${encodeURIComponent(`/event/${door.eventId}/activities`)}`);
    await signInThroughForm(page, ada.account.email, ada.account.password);
    const item = page.getByRole('listitem', { name: 'Find the robot' });
    await expect(item).toContainText('13:30–15:00');
    await expect(item).toContainText(/Your time: \w{3},? \d+ \w{3}, /);
    await expect(item).toContainText(`${clock(startsAt, 'Asia/Tokyo')}–${clock(endsAt, 'Asia/Tokyo')}`);
    await expect(item).not.toContainText(/[AP]M|[ap]\.m\./);
  } finally {
    await context.close();
    await door.dispose();
  }
});
