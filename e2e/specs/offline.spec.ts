import { test, expect } from '../fixtures/test.ts';
import { reloadUnderServiceWorker, waitForPersistedQueryCache, servedByServiceWorker } from '../fixtures/service-worker.ts';
import { demoEventName } from '../fixtures/ui.ts';

const firstSession = 'Opening keynote: Conferences that work when the Wi-Fi does not';

test('after one online visit, /events and the event home load offline with their data @phone @engines', async ({ page, context, signedIn }) => {
  expect(signedIn.email).toBeTruthy();
  await page.goto('/events?filter=upcoming');
  await reloadUnderServiceWorker(page);
  await expect(page.getByRole('link', { name: demoEventName })).toBeVisible();
  await page.getByRole('link', { name: demoEventName }).click();
  await expect(page.getByRole('heading', { level: 1, name: demoEventName })).toBeVisible();
  await expect(page.getByText(firstSession)).toBeVisible();
  const eventPath = new URL(page.url()).pathname;
  await waitForPersistedQueryCache(page, [demoEventName, firstSession]);

  await context.setOffline(true);
  try {
    const eventPage = await page.reload();
    expect(await servedByServiceWorker(page, eventPage)).toBe(true);
    // The shell served offline is the server's branded one, not the raw build file.
    expect(await eventPage?.text()).not.toContain('%BRAND%');
    await expect(page.getByRole('heading', { level: 1, name: demoEventName })).toBeVisible();
    await expect(page.getByText(firstSession)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();

    const listPage = await page.goto('/events?filter=upcoming');
    expect(await servedByServiceWorker(page, listPage)).toBe(true);
    await expect(page.getByRole('link', { name: demoEventName })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();

    // Back to the event by a link, still offline.
    await page.getByRole('link', { name: demoEventName }).click();
    await expect(page).toHaveURL((url) => url.pathname === eventPath);
    await expect(page.getByText(firstSession)).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('a route never opened still loads the app offline, and the indicator clears when back online @engines', async ({ page, context, signedIn }) => {
  expect(signedIn.email).toBeTruthy();
  await page.goto('/events?filter=upcoming');
  await reloadUnderServiceWorker(page);

  await context.setOffline(true);
  try {
    const response = await page.goto('/me/code');
    expect(await servedByServiceWorker(page, response)).toBe(true);
    // The app itself runs: its header and the offline indicator are there.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);
});
