import { randomUUID } from 'node:crypto';
import { test, expect } from '../fixtures/test.ts';
import { newAccountDetails, registerThroughApi } from '../fixtures/accounts.ts';
import { e2eBaseUrl } from '../fixtures/server-address.ts';
import { callMutation, callQuery } from '../fixtures/trpc.ts';
import { signInThroughForm } from '../fixtures/ui.ts';
import { typeInto } from '../fixtures/type-into.ts';

// The session_feedback story: a session in an attendee's agenda ends, the server asks them for
// feedback (a notification in the bell), opening it lands on the session page's rating, and a
// rating made offline is shown as waiting, then saved once the network is back.

interface EventDto {
  id: string;
}

test('a session ending asks its audience for feedback: the bell opens the rating, and a rating made offline is saved once online @engines', async ({ page, context, playwright }, testInfo) => {
  // The server's job looks for ended sessions every 10 s; the session is ended once the panel is open.
  test.slow();
  const suffix = randomUUID().slice(0, 8);
  const organizerApi = await playwright.request.newContext({ baseURL: e2eBaseUrl });
  const attendeeApi = await playwright.request.newContext({ baseURL: e2eBaseUrl });
  try {
    const organizer = newAccountDetails(testInfo);
    await registerThroughApi(organizerApi, organizer);
    const organization = await callMutation<{ id: string }>(organizerApi, 'organization.create', { name: `Feedback Org ${suffix}`, handle: `fb-${suffix}` });
    const now = Math.floor(Date.now() / 1000);
    const event = await callMutation<EventDto>(organizerApi, 'eventAdmin.create', {
      organizationId: organization.id,
      details: { name: `Feedback Forum ${suffix}`, timeZone: 'UTC', startsAt: now - 3600, endsAt: now + 86_400 },
    });
    await callMutation(organizerApi, 'eventAdmin.setFeatures', { id: event.id, features: { enableSchedule: true, enableFeedback: true } });
    await callMutation(organizerApi, 'eventAdmin.setJoinPolicy', { id: event.id, joinPolicy: 'open' });
    await callMutation(organizerApi, 'eventAdmin.setPublished', { id: event.id, published: true });
    const title = `Closing talk ${suffix}`;
    const saved = await callMutation<{ session: { id: string } }>(organizerApi, 'scheduleAdmin.save', {
      eventId: event.id,
      session: { title, room: 'Main hall', startsAt: now - 1800, endsAt: now + 3600 },
    });
    const programId = saved.session.id;

    const attendee = newAccountDetails(testInfo);
    await registerThroughApi(attendeeApi, attendee);
    await callMutation(attendeeApi, 'event.join', { id: event.id });
    await callMutation(attendeeApi, 'schedule.setAgenda', { idempotencyKey: randomUUID(), eventId: event.id, programId, inAgenda: true, changedAt: Date.now() });

    await page.goto(`/sign-in?redirectTo=${encodeURIComponent(`/event/${event.id}`)}`);
    await signInThroughForm(page, attendee.email, attendee.password);
    await expect(page).toHaveURL((url) => url.pathname === `/event/${event.id}`);

    // The notification arrives live in the open panel, on the stream the page already holds.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    // The organizer ends the session now, while the panel is open: no fixed lead time to guess.
    await callMutation(organizerApi, 'scheduleAdmin.save', {
      eventId: event.id,
      sessionId: programId,
      session: { title, room: 'Main hall', startsAt: now - 1800, endsAt: Math.floor(Date.now() / 1000) },
    });
    const notice = page.getByRole('button', { name: new RegExp(`^${title} New How would you rate this session\\?`) });
    await expect(notice).toBeVisible({ timeout: 60_000 });
    await notice.click();
    await expect(page).toHaveURL((url) => url.pathname === `/event/${event.id}/program/${programId}` && url.hash === '#rate');
    const rating = page.getByRole('region', { name: 'Rate this session' });
    await expect(rating).toBeFocused();

    await context.setOffline(true);
    await rating.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await typeInto(rating.getByLabel('Comment (optional)'), 'Clear and useful.\nMore time for questions, please.');
    await rating.getByRole('button', { name: 'Send my rating' }).click();
    await expect(rating.getByRole('status')).toHaveText('Saved on this device: it is sent when you are back online.');

    await context.setOffline(false);
    await expect(rating.getByRole('status')).toHaveText('Your rating is saved. You can change it.', { timeout: 20_000 });
    const mine = await callQuery<{ sessions: Record<string, { rating: number; comment: string }> }>(attendeeApi, 'feedback.mine', { eventId: event.id });
    expect(mine.sessions[programId]).toMatchObject({ rating: 4, comment: 'Clear and useful.\nMore time for questions, please.' });

    // Online, a change is saved as well, and stays one rating.
    await rating.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await rating.getByRole('button', { name: 'Update my rating' }).click();
    await expect(rating.getByRole('status')).toHaveText('Your rating is saved. You can change it.');
    await expect
      .poll(async () => (await callQuery<{ sessions: Record<string, { rating: number }> }>(attendeeApi, 'feedback.mine', { eventId: event.id })).sessions[programId]?.rating)
      .toBe(5);
  } finally {
    await organizerApi.dispose();
    await attendeeApi.dispose();
  }
});

test('the organizer’s feedback results update live while a rating comes in', async ({ page, playwright }, testInfo) => {
  const suffix = randomUUID().slice(0, 8);
  const organizerApi = await playwright.request.newContext({ baseURL: e2eBaseUrl });
  const attendeeApi = await playwright.request.newContext({ baseURL: e2eBaseUrl });
  try {
    const organizer = newAccountDetails(testInfo);
    await registerThroughApi(organizerApi, organizer);
    const organization = await callMutation<{ id: string }>(organizerApi, 'organization.create', { name: `Live Feedback Org ${suffix}`, handle: `lf-${suffix}` });
    const now = Math.floor(Date.now() / 1000);
    const event = await callMutation<EventDto>(organizerApi, 'eventAdmin.create', {
      organizationId: organization.id,
      details: { name: `Live Feedback ${suffix}`, timeZone: 'UTC', startsAt: now - 3600, endsAt: now + 86_400 },
    });
    await callMutation(organizerApi, 'eventAdmin.setFeatures', { id: event.id, features: { enableFeedback: true } });
    await callMutation(organizerApi, 'eventAdmin.setJoinPolicy', { id: event.id, joinPolicy: 'open' });
    await callMutation(organizerApi, 'eventAdmin.setPublished', { id: event.id, published: true });
    const attendee = newAccountDetails(testInfo);
    await registerThroughApi(attendeeApi, attendee);
    await callMutation(attendeeApi, 'event.join', { id: event.id });

    await page.goto(`/sign-in?redirectTo=${encodeURIComponent(`/event/${event.id}/console/feedback`)}`);
    await signInThroughForm(page, organizer.email, organizer.password);
    await expect(page).toHaveURL((url) => url.pathname === `/event/${event.id}/console/feedback`);
    const overall = page.getByRole('region', { name: 'The event as a whole' });
    await expect(overall.getByText('No ratings yet.')).toBeVisible();
    // The rating comes from another device while the page stays open (no reload).
    await callMutation(attendeeApi, 'feedback.rate', { idempotencyKey: randomUUID(), eventId: event.id, programId: null, rating: 5, comment: 'Great venue', anonymous: false, ratedAt: Date.now() });
    await expect(overall.getByText(/· 1 rating$/)).toBeVisible({ timeout: 15_000 });
    await expect(overall.getByText('Great venue')).toBeVisible();
  } finally {
    await organizerApi.dispose();
    await attendeeApi.dispose();
  }
});
