import { test, expect } from '../fixtures/test.ts';
import type { Locator, Page } from '@playwright/test';
import { signInThroughForm } from '../fixtures/ui.ts';

// Issue 31, items 12, 13, 14 and 19: what organizers (and anyone resetting a password) read.
const demoEventId = '5eed0000-0000-4000-8000-000000000001';
const organizer = { email: 'organizer@hallway.test', password: 'hallway-demo-2026' };
const consolePath = `/event/${demoEventId}/console`;

async function signInTo(page: Page, path: string): Promise<void> {
  await page.goto(`/sign-in?redirectTo=${encodeURIComponent(path)}`);
  await signInThroughForm(page, organizer.email, organizer.password);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** Whether the whole of `item` lies across inside `frame`'s box (the tab bar scrolls within it). */
async function isShownWithin(item: Locator, frame: Locator): Promise<boolean> {
  const [inner, outer] = await Promise.all([item.boundingBox(), frame.boundingBox()]);
  if (!inner || !outer) return false;
  return inner.x >= outer.x - 1 && inner.x + inner.width <= outer.x + outer.width + 1;
}

test.describe('the console tab bar', () => {
  test('at 1366 px the tabs past the edge have a cue and a way to reach them', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInTo(page, consolePath);
    const nav = page.getByRole('navigation', { name: 'Event console' });
    const readiness = nav.getByRole('link', { name: 'Offline readiness' });
    // The bar is wider than the page: Offline readiness starts out of sight …
    expect(await isShownWithin(readiness, nav)).toBe(false);
    // … and a button says there is more, and brings it into view.
    const more = nav.getByRole('button', { name: 'Show more tabs' });
    await expect(more).toBeVisible();
    await expect(async () => {
      if (!(await isShownWithin(readiness, nav))) await more.click();
      expect(await isShownWithin(readiness, nav)).toBe(true);
    }).toPass({ intervals: [600], timeout: 10_000 });
    await expect(nav.getByRole('button', { name: 'Show earlier tabs' })).toBeVisible();
  });

  test('on a phone the tab of the page open is scrolled into view @phone', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 915 });
    await signInTo(page, `${consolePath}/readiness`);
    const nav = page.getByRole('navigation', { name: 'Event console' });
    const active = nav.getByRole('link', { name: 'Offline readiness' });
    await expect(active).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => isShownWithin(active, nav)).toBe(true);
    // And after a move within the console (as Back would make it), the new page's tab too.
    await page.goto(`${consolePath}/details`);
    await expect(nav.getByRole('link', { name: 'Details' })).toHaveAttribute('aria-current', 'page');
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, `${consolePath}/sponsors`);
    const sponsors = nav.getByRole('link', { name: 'Sponsors' });
    await expect(sponsors).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => isShownWithin(sponsors, nav)).toBe(true);
  });
});

test('an empty update shows its problem in words, with no field path ("post.title: …")', async ({ page }) => {
  await signInTo(page, `${consolePath}/posts`);
  await page.getByRole('button', { name: 'New update' }).click();
  await page.getByRole('button', { name: 'Post update' }).click();
  await expect(page.getByText('Give the update a title').first()).toBeVisible();
  await expect(page.getByText(/\bpost\.\w+/)).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(/\b[a-z]+[A-Z]?\w*\.[a-z]\w*: /);
});

test('the CSV import numbers rows as the spreadsheet shows them: the header is row 1', async ({ page }) => {
  await signInTo(page, `${consolePath}/people`);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importPanel = page.getByRole('region', { name: 'Import people from a CSV file' });
  // Line 2 is a good row, line 3 a bad email; line 4 has a quoted note over two lines of text,
  // still one spreadsheet row; line 5 another bad email.
  const csv = 'email,first name,last name,ticket type,notes\n' +
    'good-31@hallway.test,Good,Row,General,\n' +
    'not-an-email,Bad,Row,General,\n' +
    'quoted-31@hallway.test,Quoted,Row,General,"Met at\nthe fair"\n' +
    'also-bad,Bad,Again,General,\n';
  await importPanel.getByLabel('Choose a CSV file').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const table = importPanel.getByRole('table');
  await expect(table).toContainText('not-an-email');
  const rowOf = (text: string) => table.getByRole('row').filter({ hasText: text }).getByRole('cell').first();
  await expect(rowOf('not-an-email')).toHaveText('3');
  await expect(rowOf('also-bad')).toHaveText('5');
  await importPanel.getByRole('group', { name: 'Show rows' }).getByRole('button', { name: /^All/ }).click();
  await expect(rowOf('good-31@hallway.test')).toHaveText('2');
  await expect(rowOf('quoted-31@hallway.test')).toHaveText('4');
});

test('the reset form shows a short password and a repeat that does not match at once', async ({ page }) => {
  await page.goto(`/reset-password?token=${'a'.repeat(43)}`);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Repeat new password').fill('different');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Use at least 10 characters', { exact: true })).toBeVisible();
  await expect(page.getByText('The passwords do not match', { exact: true })).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Repeat new password')).toHaveAttribute('aria-invalid', 'true');
});
