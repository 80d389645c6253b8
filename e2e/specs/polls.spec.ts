import { randomUUID } from 'node:crypto';
import { test, expect } from '../fixtures/test.ts';
import { callMutation } from '../fixtures/trpc.ts';
import { signInThroughForm } from '../fixtures/ui.ts';
import { typeInto } from '../fixtures/type-into.ts';

// The demo conference (seeded, open to join) and its organizer account.
const demoEventId = '5eed0000-0000-4000-8000-000000000001';
const organizer = { email: 'organizer@hallway.test', password: 'hallway-demo-2026' };

test('an organizer opens a poll and its presenter view; an attendee votes offline, goes online, and the projector shows the vote @engines', async ({ page, context, browser, signedIn }) => {
  test.slow();
  expect(signedIn.email).toBeTruthy();
  await callMutation(page.request, 'event.join', { id: demoEventId });
  await page.goto(`/event/${demoEventId}/polls`);
  await expect(page.getByRole('heading', { level: 1, name: 'Polls' })).toBeVisible();

  const question = `Which room for the closing party ${randomUUID().slice(0, 6)}?`;
  const organizerContext = await browser.newContext();
  try {
    const console = await organizerContext.newPage();
    await console.goto(`/sign-in?redirectTo=${encodeURIComponent(`/event/${demoEventId}/console/polls`)}`);
    await signInThroughForm(console, organizer.email, organizer.password);
    await expect(console).toHaveURL(new RegExp(`/event/${demoEventId}/console/polls$`));
    const form = console.getByRole('form', { name: 'New poll' });
    await typeInto(form.getByLabel('Question'), question);
    await typeInto(form.getByLabel('Option 1'), 'Rooftop');
    await typeInto(form.getByLabel('Option 2'), 'Atrium');
    await form.getByRole('button', { name: 'Create poll' }).click();
    const card = console.getByRole('article', { name: question });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: 'Present' }).click();
    await expect(console.getByRole('heading', { level: 1, name: question })).toBeVisible();
    await expect(console.getByRole('img', { name: /^Join link: / })).toBeVisible();
    await expect(console.getByText('0 people voted')).toBeVisible();

    // The attendee's page learns of the new poll live, with no reload.
    const poll = page.getByRole('article', { name: question });
    await expect(poll).toBeVisible({ timeout: 15_000 });

    await context.setOffline(true);
    try {
      await poll.getByRole('radio', { name: 'Atrium' }).check();
      await poll.getByRole('button', { name: 'Vote' }).click();
      await expect(poll.getByRole('status')).toContainText('Vote pending');
    } finally {
      await context.setOffline(false);
    }
    await expect(poll.getByRole('status')).toHaveCount(0, { timeout: 15_000 });

    // The projector, within seconds: one vote, all for the Atrium.
    await expect(console.getByText('1 person voted')).toBeVisible({ timeout: 10_000 });
    await expect(console.getByRole('meter', { name: 'Atrium' })).toHaveAttribute('aria-valuenow', '100');
  } finally {
    await organizerContext.close();
  }
});

test('an organizer edits a poll’s question and options; the attendee’s open page shows the change without a reload @engines', async ({ page, browser, signedIn }) => {
  test.slow();
  expect(signedIn.email).toBeTruthy();
  await callMutation(page.request, 'event.join', { id: demoEventId });
  await page.goto(`/event/${demoEventId}/polls`);
  await expect(page.getByRole('heading', { level: 1, name: 'Polls' })).toBeVisible();

  const suffix = randomUUID().slice(0, 6);
  const question = `Lunch first or talks first ${suffix}?`;
  const edited = `Lunch, talks or a walk first ${suffix}?`;
  const organizerContext = await browser.newContext();
  try {
    const console = await organizerContext.newPage();
    await console.goto(`/sign-in?redirectTo=${encodeURIComponent(`/event/${demoEventId}/console/polls`)}`);
    await signInThroughForm(console, organizer.email, organizer.password);
    const form = console.getByRole('form', { name: 'New poll' });
    await typeInto(form.getByLabel('Question'), question);
    await typeInto(form.getByLabel('Option 1'), 'Lunch');
    await typeInto(form.getByLabel('Option 2'), 'Talks');
    await form.getByRole('button', { name: 'Create poll' }).click();
    await expect(page.getByRole('article', { name: question })).toBeVisible({ timeout: 15_000 });

    const card = console.getByRole('article', { name: question });
    await card.getByRole('button', { name: `Edit poll “${question}”` }).click();
    const editForm = console.getByRole('form', { name: `Edit poll “${question}”` });
    await typeInto(editForm.getByLabel('Question'), edited);
    await editForm.getByRole('button', { name: 'Add an option' }).click();
    await typeInto(editForm.getByLabel('Option 3', { exact: true }), 'A walk');
    await editForm.getByRole('button', { name: 'Save changes' }).click();
    await expect(console.getByRole('article', { name: edited })).toBeVisible();

    // The attendee's page, still open: the new question and the added option, live.
    const poll = page.getByRole('article', { name: edited });
    await expect(poll).toBeVisible({ timeout: 15_000 });
    await expect(poll.getByRole('radio', { name: 'A walk' })).toBeVisible();
    await expect(page.getByRole('article', { name: question })).toHaveCount(0);
  } finally {
    await organizerContext.close();
  }
});
