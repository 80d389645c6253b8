import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures/test.ts';
import { reloadUnderServiceWorker, servedByServiceWorker } from '../fixtures/service-worker.ts';
import { signInThroughForm } from '../fixtures/ui.ts';

// The signed-out pages arrive as HTML rendered at build time (src/build/prerender-pages.ts):
// they paint with no script at all, then the app (on the landing page, React alone:
// src/client/landing-main.tsx) hydrates that same HTML instead of drawing the page again.

/** Errors the page logs, React's hydration errors among them; the 404 document's own status aside. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/Failed to load resource: the server responded with a status of 404/.test(message.text())) return;
    errors.push(message.text());
  });
  return errors;
}

/** Keeps the element the HTML parser made for `selector`, before the app could touch it. */
async function rememberParsedElement(page: Page, selector: string): Promise<void> {
  await page.addInitScript((s) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { parsedElement: Element | null }).parsedElement = document.querySelector(s);
    });
  }, selector);
}

/** True when the element on screen is the one parsed from the HTML, and React owns it: hydrated, not redrawn. */
function isHydratedInPlace(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((s) => {
    const element = document.querySelector(s);
    const parsed = (window as unknown as { parsedElement: Element | null }).parsedElement;
    return element !== null && element === parsed && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}

/**
 * Adds `script-src 'none'` to every page's policies, so no script of the page runs. Playwright 1.64
 * over WebDriver BiDi (the firefox project) ignores `javaScriptEnabled: false`: it sends Firefox no
 * command for it, and the app would start. A second policy in the same header is enforced beside
 * the server's own (CSP: every policy must allow a script), in every engine.
 */
async function refuseEveryScript(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    // The body comes decoded: its encoding and length go with the server's bytes.
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
    const policies = [headers['content-security-policy'], "script-src 'none'"].filter(Boolean).join(', ');
    return route.fulfill({ response, headers: { ...headers, 'content-security-policy': policies } });
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page and the sign-in form are on screen, with their titles and anchors', async ({ page }) => {
    await refuseEveryScript(page);
    await page.goto('/');
    await expect(page).toHaveTitle('Hallway | Enrich Your Event');
    await expect(page.getByRole('heading', { level: 1, name: 'Enrich your event with Hallway.' })).toBeVisible();
    const sections = page.getByRole('navigation', { name: 'Product' }).first();
    await expect(sections.getByRole('link', { name: 'For attendees' })).toHaveAttribute('href', '/#for-attendees');
    await expect(sections.getByRole('link', { name: 'For organizers' })).toHaveAttribute('href', '/#for-organizers');
    await expect(page.locator('#for-attendees')).toBeAttached();
    await expect(page.locator('#for-organizers')).toBeAttached();

    await page.goto('/sign-in');
    await expect(page).toHaveTitle('Sign In | Hallway');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    // It cannot work without the app: it says so by being disabled, and never sends a password in the address.
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeDisabled();
  });
});

test('the landing page hydrates its HTML in place, with no errors', async ({ page }) => {
  const errors = collectErrors(page);
  await rememberParsedElement(page, 'h1');
  await page.goto('/');
  // The footer's year joins once the app runs: hydration is over.
  await expect(page.getByRole('contentinfo')).toContainText(/© \d{4}/);
  expect(await isHydratedInPlace(page, 'h1')).toBe(true);
  await expect(page).toHaveTitle('Hallway | Enrich Your Event');

  // Only React and a few stores run the landing page: its links are plain links, and the page
  // they open arrives as HTML of its own, where the app starts.
  await page.getByRole('link', { name: 'Register for free' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeEnabled();
  expect(errors).toEqual([]);
});

test('the landing page loads neither the router nor the app', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText(/© \d{4}/);
  expect(scripts.some((script) => /\/landing-main-[^/]*\.js$/.test(script))).toBe(true);
  expect(scripts.filter((script) => /\/(framework|app)-[^/]*\.js$/.test(script))).toEqual([]);
});

test('the landing page has loaded before any of its scripts beyond the entry are fetched, and they then start by themselves', async ({ page }) => {
  const errors = collectErrors(page);
  // The entry's files are the ones the HTML names: read them as parsed, before the page's
  // dynamic imports add modulepreload links of their own.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { entryFiles: string[] }).entryFiles = [
        ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="modulepreload"]'),
      ].map((element) => (element instanceof HTMLScriptElement ? element.src : element.href));
    });
  });
  await page.goto('/');
  // With no touch, key or focus, the page starts once it is idle.
  await expect(page.getByRole('contentinfo')).toContainText(/© \d{4}/);
  const { loadEventEnd, appFetchStarts } = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const entry = new Set((window as unknown as { entryFiles: string[] }).entryFiles);
    const appFetchStarts = performance
      .getEntriesByType('resource')
      .filter((resource) => resource.name.endsWith('.js') && !entry.has(resource.name))
      .map((resource) => resource.startTime);
    return { loadEventEnd: navigation?.loadEventEnd ?? Number.NaN, appFetchStarts };
  });
  expect(appFetchStarts.length).toBeGreaterThan(0);
  for (const start of appFetchStarts) expect(start).toBeGreaterThanOrEqual(loadEventEnd);
  expect(errors).toEqual([]);
});

test('a key pressed on the landing page starts it before the page is idle', async ({ page }) => {
  // The page stays busy, never idle: only the visitor's key can start the app.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('contentinfo')).toContainText(/© \d{4}/);
});

test('the sign-in page hydrates its HTML, and signing in works', async ({ page, registered }) => {
  const errors = collectErrors(page);
  await rememberParsedElement(page, 'form');
  await page.goto('/sign-in');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  expect(await isHydratedInPlace(page, 'form')).toBe(true);

  await signInThroughForm(page, registered.email, registered.password);
  await expect(page).not.toHaveURL(/\/sign-in/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the not-found page hydrates with the path it names', async ({ page }) => {
  const errors = collectErrors(page);
  await rememberParsedElement(page, 'h1');
  const response = await page.goto('/no/such/stage');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found: /no/such/stage')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(/© \d{4}/);
  expect(await isHydratedInPlace(page, 'h1')).toBe(true);
  await expect(page).toHaveTitle('404: Stage Missing! | Hallway');
  expect(errors).toEqual([]);
});

test('a saved dark mode is set before the first paint, and the page hydrates in it', async ({ page }) => {
  const errors = collectErrors(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => {
    localStorage.setItem('hallway-color-mode', 'dark');
    const record = window as unknown as { darkAt?: number; firstPaintAt?: number };
    // The document is still empty when this runs: watch all of it for <html> getting its class.
    new MutationObserver(() => {
      if (document.documentElement.classList.contains('dark')) record.darkAt ??= performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['class'] });
    // The earliest paint the engine reports: Chromium's first-paint; Firefox reports no first-paint
    // entry, only first-contentful-paint (the prerendered landing page paints its text at once).
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.firstPaintAt = Math.min(record.firstPaintAt ?? Infinity, entry.startTime);
    }).observe({ type: 'paint', buffered: true });
  });
  // A slow network: the entry script (which sets the mode) arrives well after the HTML and the CSS.
  // Time-based on purpose: the test is that no paint happens meanwhile, and no event marks "a paint would have come by now".
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Colour mode: dark\./ })).toBeVisible();
  const { darkAt, firstPaintAt } = await page.evaluate(() => {
    const record = window as unknown as { darkAt?: number; firstPaintAt?: number };
    return { darkAt: record.darkAt, firstPaintAt: record.firstPaintAt };
  });
  expect(darkAt).toBeDefined();
  expect(firstPaintAt).toBeDefined();
  expect(darkAt!).toBeLessThanOrEqual(firstPaintAt!);
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(errors).toEqual([]);
});

test('a signed-in visitor opening / gets the app with their own header, not the signed-out HTML', async ({ page, signedIn }) => {
  expect(signedIn.email).toBeTruthy();
  const errors = collectErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Enrich your event with Hallway.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
  // Sign-in sends a signed-in visitor on, as before.
  await page.goto('/sign-in');
  await expect(page).toHaveURL(/\/events\?filter=upcoming$/);
  expect(errors).toEqual([]);
});

test('an offline reload of / still shows the landing page', async ({ page, context }) => {
  await page.goto('/');
  await reloadUnderServiceWorker(page);
  await context.setOffline(true);
  try {
    const response = await page.reload();
    expect(await servedByServiceWorker(page, response)).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Enrich your event with Hallway.' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(/© \d{4}/);
  } finally {
    await context.setOffline(false);
  }
});
