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
/** '{page} | Hallway', where a page may add the event's name after its own ('Schedule · Hallway Demo Conference'). */
const titled = (page: string) => new RegExp(`^${escaped(page)}( · ${escaped(demoEventName)})? \\| ${brand}$`);

interface Visit {
  path: string;
  title: RegExp;
}

/** Pages whose path needs an id read from the app (a session, an attendee). */
async function firstLinkPath(page: Page, path: string, hrefPart: string): Promise<string> {
  await page.goto(path);
  const link = page.locator(`a[href*="${hrefPart}"]`).first();
  await expect(link).toBeVisible();
  return new URL((await link.getAttribute('href'))!, page.url()).pathname;
}

function visits(sessionPath: string, attendeePath: string): Visit[] {
  return [
    { path: '/events?filter=upcoming', title: titled('Events') },
    { path: `${event}`, title: titled(demoEventName) },
    { path: `${event}/schedule`, title: titled('Schedule') },
    { path: `${event}/attendees?filter=all`, title: titled('Attendees') },
    { path: `${event}/attendees?filter=speakers`, title: titled('Speakers') },
    { path: `${event}/matches`, title: titled('Matches') },
    { path: attendeePath, title: titled('Attendee') },
    { path: `${event}/me`, title: titled('My profile') },
    { path: sessionPath, title: titled('Session') },
    { path: `${sessionPath}/questions`, title: titled('Questions') },
    { path: `${event}/posts`, title: /^Updates \| Hallway$/ },
    { path: `${event}/polls`, title: titled('Polls') },
    { path: `${event}/feedback`, title: /^Feedback \| Hallway$/ },
    { path: `${event}/activities`, title: titled('Activities') },
    { path: `${event}/bingo`, title: titled('Networking Bingo') },
    { path: `${event}/album`, title: titled('Album') },
    { path: `${event}/exhibitors`, title: titled('Exhibitors') },
    { path: `${event}/sponsors`, title: titled('Sponsors') },
    { path: `${event}/console`, title: /^(Event console|Console · Hallway Demo Conference) \| Hallway$/ },
    { path: `${event}/console/details`, title: /^(Details · Console|Details · Hallway Demo Conference) \| Hallway$/ },
    { path: `${event}/console/features`, title: /^Features · (Console|Hallway Demo Conference) \| Hallway$/ },
    { path: `${event}/console/joining`, title: /^Joining · (Console|Hallway Demo Conference) \| Hallway$/ },
    { path: `${event}/console/people`, title: /^People · (Console|Hallway Demo Conference) \| Hallway$/ },
    { path: `${event}/console/schedule`, title: /^Schedule · (Console|Hallway Demo Conference) \| Hallway$/ },
    { path: `${event}/console/check-in`, title: /^Check-in · (Console|Hallway Demo Conference) \| Hallway$/ },
    { path: `${event}/console/posts`, title: /^Updates · Console \| Hallway$/ },
    { path: `${event}/console/polls`, title: /^Polls · Console \| Hallway$/ },
    { path: `${event}/console/questions`, title: /^Questions( · Console)? \| Hallway$/ },
    { path: `${event}/console/feedback`, title: /^Feedback · Console \| Hallway$/ },
    { path: `/check-in?event=${demoEventId}`, title: /^Check-in( · .+)? \| Hallway$/ },
    { path: '/me', title: titled('My Profile') },
    { path: '/me/code', title: titled('My QR code') },
    { path: '/me/connections', title: titled('Connections') },
    { path: '/events/new', title: titled('New event') },
    { path: '/org/new', title: titled('New organization') },
    { path: '/org/hallway-demo', title: /^.+ \| Hallway$/ },
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

test('every page is titled "{page} | {brand}", on a full load and after moving within the app', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/sign-in');
  await expect(page).toHaveTitle(`Sign In | ${brand}`);
  await signInThroughForm(page, organizer.email, organizer.password);
  await expect(page).toHaveURL(/\/events/);

  const sessionPath = await firstLinkPath(page, `${event}/schedule`, '/program/');
  const attendeePath = await firstLinkPath(page, `${event}/attendees?filter=all`, '/attendee/');
  const all = visits(sessionPath, attendeePath);

  for (const visit of all) {
    await page.goto(visit.path);
    await expect(page, `full load of ${visit.path}`).toHaveTitle(visit.title);
  }
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
