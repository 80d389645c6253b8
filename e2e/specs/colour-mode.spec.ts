import { test, expect } from '../fixtures/test.ts';

const storageKey = 'hallway-color-mode';

test('the chosen colour mode survives reloads and sets the dark class', async ({ page }) => {
  await page.goto('/sign-in');
  const toggle = page.getByRole('button', { name: /^Colour mode:/ });
  // The button cycles light → dark → system; press until it says dark.
  for (let presses = 0; presses < 3; presses += 1) {
    if ((await toggle.getAttribute('aria-label'))?.startsWith('Colour mode: dark')) break;
    await toggle.click();
  }
  await expect(toggle).toHaveAttribute('aria-label', /^Colour mode: dark\./);
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBe('dark');

  for (let reload = 0; reload < 2; reload += 1) {
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(page.getByRole('button', { name: /^Colour mode: dark\./ })).toBeVisible();
  }

  await page.getByRole('button', { name: /^Colour mode:/ }).click();
  await expect(page.getByRole('button', { name: /^Colour mode: system\./ })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
});

test('the system preference follows the operating system, and its changes', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/sign-in');
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
});
