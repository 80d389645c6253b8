import { test, expect } from '../fixtures/test.ts';

test('an unknown path shows the 404 screen, and Back to home leads to the events', async ({ page, signedIn }) => {
  expect(signedIn.email).toBeTruthy();
  const response = await page.goto('/no/such/stage');
  // No route of the app takes this path: the server says 404, with the not-found page as HTML.
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404: Stage Missing!' })).toBeVisible();
  await expect(page.getByText("Don't worry, we'll help you find your way back to the action.")).toBeVisible();
  await expect(page.getByText('Page not found: /no/such/stage')).toBeVisible();

  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/events\?filter=upcoming$/);
});

test('an unknown /api path is a JSON 404, never the app shell', async ({ request }) => {
  const response = await request.get('/api/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
});
