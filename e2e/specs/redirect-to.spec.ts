import { test, expect } from '../fixtures/test.ts';
import { pathOf, signInThroughForm } from '../fixtures/ui.ts';

/** base64url without padding, the compact form redirectTo accepts besides plain text. */
const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

test('a signed-out visit to /me comes back to /me after signing in @engines', async ({ page, registered }) => {
  await page.goto('/me');
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=/);
  expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/me');

  await signInThroughForm(page, registered.email, registered.password);
  await expect(page).toHaveURL((url) => url.pathname === '/me');
});

test('a base64url redirectTo is followed like the plain one @engines', async ({ page, registered }) => {
  await page.goto(`/sign-in?redirectTo=${base64url('/me/connections')}`);
  await signInThroughForm(page, registered.email, registered.password);
  await expect(page).toHaveURL((url) => url.pathname === '/me/connections');
});

test('signing in without redirectTo lands on /events @engines', async ({ page, registered }) => {
  await page.goto('/sign-in');
  await signInThroughForm(page, registered.email, registered.password);
  await expect(page).toHaveURL(/\/events\?filter=upcoming$/);
});

// An absolute URL, a scheme or a host is refused (no open redirect): the fallback '/' is used.
const foreignTargets = {
  'an absolute URL': 'https://evil.test',
  'a protocol-relative URL': '//evil.test',
  'base64url of a protocol-relative URL': base64url('//evil.test'),
};

for (const [kind, target] of Object.entries(foreignTargets)) {
  test(`a foreign redirectTo (${kind}) is refused @engines`, async ({ page, registered }) => {
    const leftUs: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname === 'evil.test') leftUs.push(request.url());
    });
    await page.goto(`/sign-in?redirectTo=${encodeURIComponent(target)}`);
    const ourOrigin = new URL(page.url()).origin;
    await signInThroughForm(page, registered.email, registered.password);

    // The fallback is '/' (the landing page may send signed-in people on to their events).
    await expect(page).not.toHaveURL(/\/sign-in/);
    expect(new URL(page.url()).origin).toBe(ourOrigin);
    expect(['/', '/events?filter=upcoming']).toContain(pathOf(page));
    expect(leftUs).toEqual([]);
  });
}
