import { test, expect } from '../fixtures/test.ts';
import { setUpScheduleEvent } from '../fixtures/schedule-event.ts';
import { watchCspViolations } from '../fixtures/csp-watch.ts';
import { savedSessionKey } from '../../src/client/stores/saved-session.ts';

// A cold, signed-in first visit to an event screen arrives with that screen drawn by the server
// (issue 35): it is on screen, inert, before the app's code has arrived, and the live page takes
// its place once the app runs. The app's main chunk is held back here to show the first part.

test('the schedule of a first visit is on screen before the app has loaded, then the live page takes over @engines', async ({ page, context, playwright }, testInfo) => {
  const event = await setUpScheduleEvent(playwright, testInfo);
  const { keynote, rustTalk } = event.sessions;
  const schedulePath = `/event/${event.eventId}/schedule?filter=all`;
  try {
    // Signed in on this phone before (the cookie, and the app's saved hint of who), and never on
    // this event's pages: a fresh context has no service worker yet, so the server answers the page.
    const signedIn = await context.request.post('/api/trpc/account.signIn', { data: { email: event.me.account.email, password: event.me.account.password } });
    expect(signedIn.ok()).toBe(true);
    const { account } = ((await signedIn.json()) as { result: { data: { account: unknown } } }).result.data;
    await context.addInitScript(
      ([key, value]) => {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      },
      [savedSessionKey, JSON.stringify({ version: 1, signedIn: true, account })] as const,
    );
    const violations = await watchCspViolations(page);

    let releaseApp = () => {};
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await context.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
      await appHeld;
      await route.fallback();
    });
    await page.goto(schedulePath, { waitUntil: 'commit' });

    // Drawn by the server: the sessions, while the app's code is still held back.
    const drawn = page.locator('#first-screen[data-drawn-by="server"]');
    await expect(drawn.locator('h3', { hasText: keynote.title })).toBeVisible();
    await expect(drawn.locator('h3', { hasText: rustTalk.title })).toBeVisible();
    await expect(drawn).toHaveAttribute('inert', '');
    await expect(page.locator('#root')).toBeHidden();
    await expect(page).toHaveTitle(/^Schedule \| /);

    // The app arrives: its own page replaces the drawn one, and it works. Routing off again: in
    // Firefox a route left in place kept the browser's requests intercepted past this test, and a
    // later test's offline reload then missed its service worker.
    releaseApp();
    await context.unrouteAll({ behavior: 'wait' });
    await expect(drawn).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 3, name: keynote.title })).toBeVisible();
    await page.getByRole('link', { name: rustTalk.title, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/event/${event.eventId}/program/${rustTalk.id}`);
    await expect(page.getByRole('heading', { level: 1, name: rustTalk.title })).toBeVisible();

    // The phone's zone, for the next page the server draws.
    expect((await context.cookies()).find((cookie) => cookie.name === 'hallway-zone')?.value).toBeTruthy();
    expect(violations).toEqual([]);
  } finally {
    await event.dispose();
  }
});
