import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures/test.ts';
import { setUpScheduleEvent } from '../fixtures/schedule-event.ts';
import { callMutation } from '../fixtures/trpc.ts';
import { signInThroughForm } from '../fixtures/ui.ts';
import { typeInto } from '../fixtures/type-into.ts';

// The Q&A story with two people: an attendee on a session's questions page loses the network,
// asks and upvotes (both shown as waiting), comes back online; the organizer's console board shows
// the new question and the vote within seconds; the organizer marks it answered and the
// attendee's list shows it without a reload.

const row = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

test('an attendee asks and upvotes offline; once online the organizer’s board shows both, and marking it answered reaches the attendee live @engines', async ({ page, browser, playwright }, testInfo) => {
  test.slow();
  const event = await setUpScheduleEvent(playwright, testInfo);
  const { me, organizer } = event;
  const session = event.sessions.keynote;
  const chairQuestion = 'What changed since last year?';
  const myQuestion = 'How do you test the venue Wi-Fi before the doors open?';
  const organizerContext = await browser.newContext();
  try {
    await callMutation(organizer.api, 'questions.ask', {
      idempotencyKey: `e2e-${testInfo.testId}`.slice(0, 60).replace(/[^A-Za-z0-9_-]/g, '-'),
      eventId: event.eventId,
      programId: session.id,
      text: chairQuestion,
      anonymous: false,
      askedAt: Date.now(),
    });
    const questionsPath = `/event/${event.eventId}/program/${session.id}/questions?filter=all`;
    await page.goto(`/sign-in?redirectTo=${encodeURIComponent(questionsPath)}`);
    await signInThroughForm(page, me.account.email, me.account.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();
    await expect(row(page, chairQuestion).getByRole('button', { name: 'Upvote: 0 votes' })).toBeVisible();

    await page.context().setOffline(true);
    await typeInto(page.getByLabel('Your question'), myQuestion);
    await page.getByRole('button', { name: 'Send question' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'sent when you are back online' })).toBeVisible();
    await expect(row(page, myQuestion)).toContainText('Waiting to be sent');
    const upvote = row(page, chairQuestion).getByRole('button', { name: /^Upvote/ });
    await upvote.click();
    await expect(upvote).toHaveAttribute('aria-pressed', 'true');
    await expect(upvote).toHaveAccessibleName('Upvote: 1 vote');
    await expect(row(page, chairQuestion)).toContainText('Waiting to be sent');

    // The organizer watches the console's board in another browser.
    const board = await organizerContext.newPage();
    await board.goto(`/sign-in?redirectTo=${encodeURIComponent(`/event/${event.eventId}/console/questions`)}`);
    await signInThroughForm(board, organizer.account.email, organizer.account.password);
    await expect(row(board, chairQuestion)).toBeVisible();
    await expect(row(board, myQuestion)).toHaveCount(0);

    await page.context().setOffline(false);
    await expect(row(page, myQuestion)).not.toContainText('Waiting to be sent', { timeout: 20_000 });
    await expect(row(page, chairQuestion)).not.toContainText('Waiting to be sent');
    await expect(row(board, myQuestion)).toBeVisible({ timeout: 15_000 });
    await expect(row(board, chairQuestion).getByRole('button', { name: /^Upvote/ })).toHaveAccessibleName('Upvote: 1 vote', { timeout: 15_000 });

    await row(board, myQuestion).getByRole('button', { name: 'Mark answered' }).click();
    await expect(row(board, myQuestion)).toContainText('Answered');
    // Live, with no reload on the attendee's side.
    await expect(row(page, myQuestion)).toContainText('Answered', { timeout: 15_000 });
    await page.getByRole('link', { name: 'Answered', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Answered questions' }).getByRole('listitem')).toHaveCount(1);
  } finally {
    await organizerContext.close();
    await event.dispose();
  }
});
