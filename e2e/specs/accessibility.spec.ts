import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures/test.ts';

/** Form fields nobody can name: no <label>, no aria-label, no aria-labelledby. */
async function unlabelledFields(page: Page): Promise<string[]> {
  return page.locator('input:not([type="hidden"]), select, textarea').evaluateAll((fields) =>
    fields
      .filter((field) => {
        const input = field as HTMLInputElement;
        const byLabel = (input.labels?.length ?? 0) > 0 && Array.from(input.labels ?? []).some((l) => l.textContent?.trim());
        return !byLabel && !input.getAttribute('aria-label')?.trim() && !input.getAttribute('aria-labelledby');
      })
      .map((field) => field.outerHTML.slice(0, 120)),
  );
}

async function expectOneMainHeading(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
}

test('the landing page and sign-in have one h1 and labelled fields @engines', async ({ page }) => {
  await page.goto('/');
  await expectOneMainHeading(page);
  expect(await unlabelledFields(page)).toEqual([]);

  await page.goto('/sign-in');
  await expectOneMainHeading(page);
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  expect(await unlabelledFields(page)).toEqual([]);
});

test('/events has one h1 and labelled fields @engines', async ({ page, signedIn }) => {
  expect(signedIn.email).toBeTruthy();
  await page.goto('/events?filter=upcoming');
  await expectOneMainHeading(page);
  expect(await unlabelledFields(page)).toEqual([]);
});

test('the avatar menu is reachable and usable with the keyboard alone @engines', async ({ page, signedIn }) => {
  expect(signedIn.email).toBeTruthy();
  await page.goto('/events?filter=upcoming');
  await expectOneMainHeading(page);

  const trigger = page.getByRole('button', { name: 'Account menu' });
  let reached = false;
  for (let presses = 0; presses < 40 && !reached; presses += 1) {
    await page.keyboard.press('Tab');
    reached = await trigger.evaluate((button) => button === document.activeElement);
  }
  expect(reached, 'Tab reaches the account menu button').toBe(true);

  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Connections' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(trigger).toBeFocused();
});
