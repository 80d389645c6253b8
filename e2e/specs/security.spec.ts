import { test, expect } from '../fixtures/test.ts';
import { watchCspViolations } from '../fixtures/csp-watch.ts';
import { demoEventName, fillRegisterForm, skipProfileSetup } from '../fixtures/ui.ts';

test('pages carry a same-origin Content-Security-Policy and forbid framing @engines', async ({ request }) => {
  for (const path of ['/', '/events', '/event/anything', '/api/health']) {
    const response = await request.get(path);
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp, path).toContain("default-src 'self'");
    expect(csp, path).toContain("script-src 'self'");
    expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
  }
});

// Regression: zod 4 probes for eval support with `Function('')` the first time a schema
// runs, which our CSP (no 'unsafe-eval') reports; src/client/lib/zod-setup.ts turns it off.
test('the app runs without a single CSP violation, from landing to an event @phone @engines', async ({ page, account }) => {
  const violations = await watchCspViolations(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/register');
  await fillRegisterForm(page, account);
  await page.getByRole('button', { name: 'Register' }).click();
  await skipProfileSetup(page);
  await expect(page).toHaveURL(/\/events\?filter=upcoming$/);
  await page.getByRole('link', { name: demoEventName }).click();
  await expect(page.getByRole('heading', { level: 1, name: demoEventName })).toBeVisible();
  // Let the service worker install and any deferred work (persister, SSE) start.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: demoEventName })).toBeVisible();
  expect(violations).toEqual([]);
});
