import { test, expect } from '../fixtures/test.ts';
import type { Page } from '@playwright/test';
import { demoEventName, signInThroughForm } from '../fixtures/ui.ts';

// Every route, signed in as the demo organizer (a member of the demo event, its organizer and
// its door staff), by a full page load and by a move within the app from the page before.
const demoEventId = '5eed0000-0000-4000-8000-000000000001';
const organizer = { email: 'organizer@hallway.test', password: 'hallway-demo-2026' };
const unknownId = '00000000-0000-4000-8000-00000000abcd';
const brand = 'Hallway';
const event = `/event/${demoEventId}`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** '{page} | Hallway', the one form every page takes (issue 31, item 11): no event name tacked on. */
const titled = (page: string) => new RegExp(`^${escaped(page)} \\| ${brand}$`);
/** A console tab: '{tab} · Console | Hallway', so it never reads like the attendee page of the same name. */
const consoleTab = (tab: string) => titled(`${tab} · Console`);

interface Visit {
  path: string;
  title: RegExp;
}

/** A page whose path needs an id read from the app (a session, an attendee), and the name its page shows. */
async function firstLinked(page: Page, path: string, hrefPart: string): Promise<{ path: string; name: string }> {
  await page.goto(path);
  const link = page.locator(`a[href*="${hrefPart}"]`).first();
  await expect(link).toBeVisible();
  const linked = new URL((await link.getAttribute('href'))!, page.url()).pathname;
  await page.goto(linked);
  const name = (await page.getByRole('heading', { level: 1 }).first().innerText()).trim();
  expect(name.length).toBeGreaterThan(0);
  return { path: linked, name };
}

interface Named {
  path: string;
  name: string;
}

function visits(session: Named, attendee: Named): Visit[] {
  return [
    { path: '/events?filter=upcoming', title: titled('Events') },
    { path: `${event}`, title: titled(demoEventName) },
    { path: `${event}/schedule`, title: titled('Schedule') },
    { path: `${event}/attendees?filter=all`, title: titled('Attendees') },
    { path: `${event}/attendees?filter=speakers`, title: titled('Speakers') },
    { path: `${event}/matches`, title: titled('Matches') },
    { path: attendee.path, title: titled(attendee.name) },
    { path: `${event}/me`, title: titled('My profile') },
    { path: session.path, title: titled(session.name) },
    { path: `${session.path}/questions`, title: titled('Questions') },
    { path: `${event}/posts`, title: titled('Updates') },
    { path: `${event}/polls`, title: titled('Polls') },
    { path: `${event}/feedback`, title: titled('Feedback') },
    { path: `${event}/activities`, title: titled('Activities') },
    { path: `${event}/activities/scan`, title: titled('Scan an activity code') },
    { path: `${event}/bingo`, title: titled('Networking Bingo') },
    { path: `${event}/album`, title: titled('Album') },
    { path: `${event}/exhibitors`, title: titled('Exhibitors') },
    { path: `${event}/sponsors`, title: titled('Sponsors') },
    { path: `${event}/console`, title: consoleTab('Overview') },
    { path: `${event}/console/details`, title: consoleTab('Details') },
    { path: `${event}/console/features`, title: consoleTab('Features') },
    { path: `${event}/console/schedule`, title: consoleTab('Schedule') },
    { path: `${event}/console/posts`, title: consoleTab('Updates') },
    { path: `${event}/console/people`, title: consoleTab('People') },
    { path: `${event}/console/joining`, title: consoleTab('Joining') },
    { path: `${event}/console/check-in`, title: consoleTab('Check-in') },
    { path: `${event}/console/polls`, title: consoleTab('Polls') },
    { path: `${event}/console/games`, title: consoleTab('Games') },
    { path: `${event}/console/meetings`, title: consoleTab('Meetings') },
    { path: `${event}/console/exhibitors`, title: consoleTab('Exhibitors') },
    { path: `${event}/console/sponsors`, title: consoleTab('Sponsors') },
    { path: `${event}/console/feedback`, title: consoleTab('Feedback') },
    { path: `${event}/console/questions`, title: consoleTab('Questions') },
    { path: `${event}/console/album`, title: consoleTab('Album') },
    { path: `${event}/console/readiness`, title: consoleTab('Offline readiness') },
    { path: '/check-in', title: titled('Check-in') },
    { path: `/check-in?eventId=${demoEventId}`, title: titled('Door check-in') },
    { path: `/check-in/scan?eventId=${demoEventId}`, title: titled('Scanner') },
    { path: '/me', title: titled('My Profile') },
    { path: '/me/code', title: titled('My QR code') },
    { path: '/me/connections', title: titled('Connections') },
    { path: '/me/scan', title: titled('Scan a code') },
    { path: '/stats', title: titled('My stats') },
    { path: '/events/new', title: titled('New event') },
    { path: '/org/new', title: titled('New organization') },
    { path: '/org/hallway-demo', title: /^[^·|]+ \| Hallway$/ },
    { path: '/join', title: titled('Join an event') },
    { path: '/privacy', title: titled('Privacy') },
    { path: '/terms', title: titled('Terms & Conditions') },
    { path: `/event/${demoEventId}/schedule/embed`, title: titled('Schedule') },
    { path: `/event/${demoEventId}/polls/${unknownId}/present`, title: titled('Presenting a poll') },
  ];
}

/** A move within the app, as a link would make it: the router reads the new location on popstate. */
async function moveWithinApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}`.startsWith(path.split('?')[0]!));
}

/** Signs in as the demo organizer and reads the ids the session and attendee pages need. */
async function signedInVisits(page: Page): Promise<Visit[]> {
  await page.goto('/sign-in');
  await signInThroughForm(page, organizer.email, organizer.password);
  await expect(page).toHaveURL(/\/events/);
  const session = await firstLinked(page, `${event}/schedule`, '/program/');
  const attendee = await firstLinked(page, `${event}/attendees?filter=all`, '/attendee/');
  return visits(session, attendee);
}

// Full loads and moves within the app are two tests, so the two workers share the many page visits.
test('every page is titled "{page} | {brand}" on a full load', async ({ page }) => {
  // 55 full loads: minutes on two busy cores.
  test.setTimeout(180_000);
  for (const [path, name] of [['/sign-in', 'Sign In'], ['/register', 'Register'], ['/forgot-password', 'Forgot Password'], ['/reset-password?token=x', 'Reset Password']] as const) {
    await page.goto(path);
    await expect(page, `full load of ${path}`).toHaveTitle(titled(name));
  }
  for (const visit of await signedInVisits(page)) {
    await page.goto(visit.path);
    await expect(page, `full load of ${visit.path}`).toHaveTitle(visit.title);
  }
});

test('every page is titled "{page} | {brand}" after moving within the app', async ({ page }) => {
  test.setTimeout(120_000);
  const all = await signedInVisits(page);
  // Each page reached from the one before it, which had another title.
  await page.goto('/events?filter=upcoming');
  for (const visit of all.slice(1)) {
    await moveWithinApp(page, visit.path);
    await expect(page, `moving within the app to ${visit.path}`).toHaveTitle(visit.title);
  }
});

test('a page without a title of its own does not keep the previous page’s', async ({ page }) => {
  await page.goto('/sign-in');
  await signInThroughForm(page, organizer.email, organizer.password);
  await expect(page).toHaveURL(/\/events/);
  await page.goto(event);
  await expect(page).toHaveTitle(`${demoEventName} | ${brand}`);
  await moveWithinApp(page, `${event}/schedule`);
  await expect(page).toHaveTitle(`Schedule | ${brand}`);
});
