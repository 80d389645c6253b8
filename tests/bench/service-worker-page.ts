import type { Page } from '@playwright/test';

/**
 * Reloads a page once its service worker is active, and waits until the worker controls it: the
 * benches that read offline need the worker to answer from its caches, which only a controlled
 * page gets (the first load of a page is never controlled).
 */
export async function reloadUnderWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (worker && worker.state !== 'activated') await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}
