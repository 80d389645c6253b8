import { test, expect } from '../fixtures/test.ts';
import { readResetLink } from '../fixtures/dev-mail.ts';
import { signInThroughForm } from '../fixtures/ui.ts';

test('forgot password: the mailed link sets a new password once, and only once', async ({ page, request, registered }) => {
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The address changes before the page's own code has drawn the form: until its heading shows,
  // "Email" is still the sign-in form's field (CI once filled that one and sent an empty form).
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(registered.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const link = await readResetLink(request, registered.email);
  const newPassword = `${registered.password}-new`;
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  // The same link a second time is refused.
  await page.goto(link);
  const again = `${newPassword}-again`;
  await page.getByLabel('New password', { exact: true }).fill(again);
  await page.getByLabel('Repeat new password').fill(again);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText(/invalid.*expired/i);
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeHidden();

  // The old password no longer works; the new one does.
  await page.goto('/sign-in');
  await signInThroughForm(page, registered.email, registered.password);
  await expect(page.getByRole('alert')).toContainText('do not match');
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/events\?filter=upcoming$/);
});

test('forgot password answers the same for an unknown email and sends nothing', async ({ page, request }) => {
  const email = `nobody-${Date.now()}@hallway.test`;
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const outbox = await request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`);
  expect(((await outbox.json()) as { items: unknown[] }).items).toEqual([]);
});
