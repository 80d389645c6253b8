import { test, expect } from '../fixtures/test.ts';
import { demoEventName, fillRegisterForm, openAccountMenu, skipProfileSetup } from '../fixtures/ui.ts';

test('a newcomer registers, joins the demo event, uses its menu and signs out @phone @engines', async ({ page, account }) => {
  await page.goto('/register');
  await fillRegisterForm(page, account);
  await page.getByRole('button', { name: 'Register' }).click();
  await skipProfileSetup(page);

  // After registering without redirectTo, a bare /events becomes ?filter=upcoming.
  await expect(page).toHaveURL(/\/events\?filter=upcoming$/);
  await page.getByRole('link', { name: demoEventName }).click();

  await expect(page).toHaveURL(/\/event\/[^/?#]+$/);
  await expect(page.getByRole('heading', { level: 1, name: demoEventName })).toBeVisible();
  await page.getByRole('button', { name: 'Join event' }).click();
  await expect(page.getByText(`You joined ${demoEventName}`)).toBeVisible();
  await expect(page.getByText("You're in")).toBeVisible();

  // The event menu overlay; its hamburger turns into a close button and page scrolling stops.
  await page.getByRole('button', { name: 'Open event menu' }).click();
  const menu = page.getByRole('dialog', { name: `${demoEventName} menu` });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Back to all events' })).toBeVisible();
  await expect(menu.getByRole('heading', { name: demoEventName })).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await page.getByRole('button', { name: 'Close event menu' }).click();
  await expect(menu).toBeHidden();
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');

  await openAccountMenu(page);
  for (const item of ['My Profile', 'Connections', 'Events', 'Sign Out']) {
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();

  // Signed out, an authenticated page sends the visitor to sign in, remembering where they were.
  await page.goto('/events?filter=past');
  await expect(page).toHaveURL(/\/sign-in\?/);
  expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/events?filter=past');
});

test('sign-out revokes the session on the server, not only in the page @engines', async ({ page, context, request, signedIn }) => {
  expect(signedIn.email).toContain('@');
  // The HttpOnly cookie's token, as a thief who copied it would hold it.
  const token = (await context.cookies()).find((cookie) => cookie.name === 'hallway_account_token')?.value;
  expect(token).toBeTruthy();

  await openAccountMenu(page);
  const signOut = page.waitForResponse((r) => r.url().includes('account.signOut'));
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  expect((await signOut).ok()).toBe(true);
  await expect(page).toHaveURL((url) => url.pathname === '/');

  // Sent again in the account-token header from another client, the old token is refused.
  const check = await request.get('/api/trpc/account.authenticate', { headers: { 'account-token': token ?? '' } });
  const body = (await check.json()) as { result: { data: { success: boolean } } };
  expect(body.result.data.success).toBe(false);
});
