import { test, expect } from '../fixtures/test.ts';
import type { Page } from '@playwright/test';
import { reloadUnderServiceWorker, servedByServiceWorker } from '../fixtures/service-worker.ts';
import { callMutation } from '../fixtures/trpc.ts';
import { demoEventName } from '../fixtures/ui.ts';

const demoEventId = '5eed0000-0000-4000-8000-000000000001';
const notSavedYet = 'Not saved on this phone yet: open it once with a connection';

/** Forgets the saved query cache, as on a phone that never saved it (idb-keyval's default database). */
async function forgetSavedQueryCache(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(new Error('could not open keyval-store'));
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').delete('hallway-query-cache');
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
        };
      }),
  );
}

/** Whether the device holds a finished pack of the event (its meta record is written last). */
async function hasSavedPack(page: Page, eventId: string): Promise<boolean> {
  return page.evaluate(
    (id) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('hallway-event-packs');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('packs')) return resolve(false);
          const request = db.transaction('packs', 'readonly').objectStore('packs').getAllKeys();
          request.onsuccess = () => resolve(request.result.some((key) => String(key).endsWith(`:${id}:meta`)));
          request.onerror = () => resolve(false);
        };
      }),
    eventId,
  );
}

test('the events list reloaded offline 100 ms after it drew still shows the events @phone', async ({ page, context, signedIn }) => {
  expect(signedIn.email).toBeTruthy();
  await page.goto('/events?filter=upcoming');
  await reloadUnderServiceWorker(page);
  await forgetSavedQueryCache(page);
  await page.goto('/events?filter=upcoming');
  await expect(page.getByRole('link', { name: demoEventName })).toBeVisible();
  // The story is "just after it drew": a short, fixed gap is the point, not a wait for something.
  await page.waitForTimeout(100);

  await context.setOffline(true);
  try {
    const reloaded = await page.reload();
    expect(await servedByServiceWorker(page, reloaded)).toBe(true);
    await expect(page.getByRole('link', { name: demoEventName })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('offline, a page never opened says it is not saved yet and what is saved instead; "On this phone" lists and removes', async ({ page, context, signedIn }) => {
  expect(signedIn.email).toBeTruthy();
  await callMutation(page.request, 'event.join', { id: demoEventId });
  // The schedule page keeps the event's pack on the device.
  await page.goto(`/event/${demoEventId}/schedule`);
  await expect(page.getByText('Opening keynote: Conferences that work when the Wi-Fi does not')).toBeVisible();
  await expect.poll(() => hasSavedPack(page, demoEventId), { timeout: 30_000 }).toBe(true);
  await page.goto('/events?filter=upcoming');
  await reloadUnderServiceWorker(page);
  const onThisPhone = page.getByRole('region', { name: 'On this phone' });
  await expect(onThisPhone.getByText(demoEventName)).toBeVisible();
  await expect(onThisPhone).toContainText('Nothing waiting to be sent.');

  await context.setOffline(true);
  try {
    await page.goto('/org/hallway-demo');
    const notice = page.getByRole('status').filter({ hasText: notSavedYet });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: demoEventName })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }

  await page.goto('/events?filter=upcoming');
  await onThisPhone.getByRole('button', { name: `Remove ${demoEventName} from this phone` }).click();
  await expect(onThisPhone).toContainText('No event is saved on this phone yet');
});
