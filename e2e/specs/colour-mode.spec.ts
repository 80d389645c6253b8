import { test, expect } from '../fixtures/test.ts';

const storageKey = 'hallway-color-mode';

test('the chosen colour mode survives reloads and sets the dark class @engines', async ({ page }) => {
  await page.goto('/sign-in');
  const toggle = page.getByRole('button', { name: /^Colour mode:/ });
  // The prerendered button is pressable once the app runs (see the next test).
  await expect(toggle).toBeEnabled();
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

test('on a prerendered page the colour controls wait for the app, and the first press after counts @engines', async ({ page }) => {
  // A slow network: the entry script arrives well after the prerendered HTML is on screen.
  let releaseScript = () => {};
  const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await scriptHeld;
    await route.continue();
  });
  // Module scripts hold DOMContentLoaded back, so wait for the page's HTML, not for that event.
  await page.goto('/sign-in', { waitUntil: 'commit' });
  const toggle = page.getByRole('button', { name: /^Colour mode:/ });
  await expect(toggle).toHaveAttribute('aria-label', /^Colour mode: system\./);
  // Before the app runs, a press would be lost: the controls say they cannot be used yet.
  await expect(toggle).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeDisabled();

  releaseScript();
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-label', /^Colour mode: light\./);
  await page.getByRole('radio', { name: 'Dark' }).check({ force: true });
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(toggle).toHaveAttribute('aria-label', /^Colour mode: dark\./);
});

test('a saved dark mode is set before any of the app’s code arrives, so a slow first load is never drawn light @engines', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'dark'), storageKey);
  let releaseScript = () => {};
  const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await scriptHeld;
    await route.continue();
  });
  await page.goto('/sign-in', { waitUntil: 'commit' });
  // Only the page's HTML so far: the inline script in <head> has set the mode (Firefox and WebKit
  // ignore blocking="render", so the entry script could not do it in time there).
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');
  releaseScript();
  await expect(page.getByRole('button', { name: /^Colour mode: dark\./ })).toBeEnabled();
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
});

test('the system preference follows the operating system, and its changes', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/sign-in');
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
});
