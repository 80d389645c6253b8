import { test, expect } from '../fixtures/test.ts';
import { reloadUnderServiceWorker, waitForPersistedQueryCache, servedByServiceWorker } from '../fixtures/service-worker.ts';
import { callQuery } from '../fixtures/trpc.ts';

// My personal QR code at /me/code, and still there with no network once seen.

test('/me/code shows my QR code, and still shows it offline after a reload @phone @engines', async ({ page, context, signedIn }) => {
  const mine = await callQuery<{ code: string; firstName: string; lastName: string }>(page.request, 'personalCode.mine');
  expect(mine.code).toMatch(/^HW1:[A-Z2-7]{135}$/);

  await page.goto('/me/code');
  await reloadUnderServiceWorker(page);
  const qr = page.getByRole('img', { name: 'Your personal QR code' });
  await expect(page.getByRole('heading', { level: 1, name: 'My QR code' })).toBeVisible();
  await expect(page.getByText(`${signedIn.firstName} ${signedIn.lastName}`)).toBeVisible();
  await expect(qr).toBeVisible();
  // A personal code at level M is a version 6 symbol: 41 modules a side.
  await expect(qr).toHaveAttribute('data-modules', '41');
  await waitForPersistedQueryCache(page, [mine.code]);

  await context.setOffline(true);
  try {
    const response = await page.reload();
    expect(await servedByServiceWorker(page, response)).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
    await expect(page.getByText(`${signedIn.firstName} ${signedIn.lastName}`)).toBeVisible();
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('data-modules', '41');
  } finally {
    await context.setOffline(false);
  }
});
