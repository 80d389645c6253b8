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
