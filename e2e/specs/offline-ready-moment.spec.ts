import { test, expect } from '../fixtures/test.ts';
import { callMutation } from '../fixtures/trpc.ts';
import { demoEventName } from '../fixtures/ui.ts';
import { servedByServiceWorker } from '../fixtures/service-worker.ts';

const demoEventId = '5eed0000-0000-4000-8000-000000000001';

// The first visit: until the service worker has saved the app, going offline gives the browser's
// own error page, so the app must not say it works offline before then, and must say when it does.

interface FooterLine {
  text: string;
  workerActivated: boolean;
}

declare global {
  interface Window {
    offlineLines?: FooterLine[];
  }
}

const savingLine = 'Saving Hallway for offline use…';
const readyLine = 'Hallway works offline on this device';

test('the first visit says when the app works offline, and from then on it opens with no network @phone @engines', async ({ page, context }) => {
  // Every change of the footer's line, with whether a worker was active at that moment.
  await page.addInitScript(() => {
    window.offlineLines = [];
    setInterval(() => {
      const text = document.querySelector('footer')?.textContent?.match(/Saving Hallway for offline use…|Hallway works offline on this device|Hallway is not saved for offline use on this device yet/)?.[0];
      if (!text || window.offlineLines!.at(-1)?.text === text) return;
      void navigator.serviceWorker.getRegistration().then((registration) => {
        if (window.offlineLines!.at(-1)?.text === text) return;
        window.offlineLines!.push({ text, workerActivated: registration?.active?.state === 'activated' });
      });
    }, 20);
  });
  await page.goto('/sign-in');
  const news = page.getByRole('status').filter({ hasText: 'Ready to work offline' });
  await expect(news).toBeVisible({ timeout: 40_000 });
  await expect(page.locator('footer').getByText(readyLine)).toBeVisible();
  const lines = await page.evaluate(() => window.offlineLines);
  expect(lines?.[0]).toEqual({ text: savingLine, workerActivated: false });
  expect(lines?.at(-1)).toEqual({ text: readyLine, workerActivated: true });
  // "Ready" means the build is in the worker's cache, not only in the browser's HTTP cache (which
  // a reload with no network may still use, but which the browser empties as it likes).
  const kept = await page.evaluate(async () => {
    const scripts = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.startsWith('/assets/') && url.endsWith('.js'));
    const missing: string[] = [];
    for (const url of scripts) if (!(await caches.match(url))) missing.push(url);
    return { scripts: scripts.length, missing };
  });
  expect(kept.scripts).toBeGreaterThan(0);
  expect(kept.missing).toEqual([]);

  await context.setOffline(true);
  const response = await page.reload();
  expect(await servedByServiceWorker(page, response)).toBe(true);
  await expect(page.getByLabel('Email')).toBeVisible();
  // A later visit is told the state, not the news again.
  await expect(page.locator('footer').getByText(readyLine)).toBeVisible();
  await expect(news).toHaveCount(0);
});

test.describe('in a browser that refuses service workers', () => {
  test.use({ serviceWorkers: 'block' });

  test('the app never claims to work offline', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.locator('footer').getByText('Hallway is not saved for offline use on this device yet')).toBeVisible();
    await expect(page.getByText(readyLine)).toHaveCount(0);
    await expect(page.getByText(/works offline/)).toHaveCount(0);
  });

  test('a saved event says it still needs the app kept before it opens offline', async ({ page, signedIn }) => {
    expect(signedIn.email).toBeTruthy();
    await callMutation(page.request, 'event.join', { id: demoEventId });
    await page.goto(`/event/${demoEventId}`);
    await expect(page.getByRole('heading', { level: 1, name: demoEventName })).toBeVisible();
    await page.getByRole('button', { name: 'Open event menu' }).click();
    const offlineUse = page.getByRole('region', { name: 'Offline use' });
    await offlineUse.getByRole('button', { name: 'Make available offline' }).click();
    await expect(offlineUse.getByRole('status')).toHaveText(/^Available offline · /, { timeout: 60_000 });
    await expect(offlineUse.getByText('This browser has not kept Hallway itself for offline use, so the event opens only with a connection.')).toBeVisible();
  });
});
