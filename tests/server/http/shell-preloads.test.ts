import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokenCookieName } from '#shared/contracts/session.ts';
import type { RoutePreloads } from '#shared/rules/route-preloads.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

// A stand-in build with the build's list of each route's files (src/build/route-preloads-file.ts):
// the shell the server sends names the files of the page asked for, and of no other.
let dir: string;
let t: TestServer;
const preloads: RoutePreloads = {
  version: 1,
  start: ['assets/app-A.js', 'assets/react-A.js'],
  signedIn: ['assets/signed-in-start-A.js'],
  routes: {
    'event/$eventId/route.tsx': ['assets/event-screens-A.js'],
    'event/$eventId/index.tsx': ['assets/event-home-A.js'],
    'event/$eventId/_attendee.tsx': ['assets/event-screens-A.js'],
    'event/$eventId/_attendee/schedule.tsx': ['assets/schedule-A.js'],
    'event/$eventId/_attendee/attendees.tsx': ['assets/attendees-A.js'],
    '_unauthenticated.tsx': ['assets/unauthenticated-A.js'],
    '_unauthenticated/sign-in.tsx': ['assets/sign-in-A.js'],
  },
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hallway-preloads-'));
  await mkdir(path.join(dir, '.vite'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><html><head><title>%BRAND%</title></head><body><div id="root"></div></body></html>');
  await writeFile(path.join(dir, '.vite', 'route-preloads.json'), JSON.stringify(preloads));
  t = await startTestServer({ distDir: dir });
});
afterAll(async () => {
  await t.stop();
  await rm(dir, { recursive: true, force: true });
});

const preloadedBy = async (pathname: string, signedIn: boolean) => {
  const response = await t.api.fetch(pathname, signedIn ? { cookieToken: 'any-token' } : {});
  expect(response.status).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((match) => match[1]);
};

describe("the app's shell names the files of the page asked for", () => {
  it('a signed-in event screen: the start, the signed-in start, the event layouts and the screen, in that order', async () => {
    expect(await preloadedBy('/event/1b4e28ba-2fa1-11d2-883f-0016d3cca427/schedule?filter=all', true)).toEqual([
      'assets/app-A.js',
      'assets/react-A.js',
      'assets/signed-in-start-A.js',
      'assets/event-screens-A.js',
      'assets/schedule-A.js',
    ]);
  });

  it('the event home is not the schedule, and the attendee list not the home', async () => {
    expect(await preloadedBy('/event/e1', true)).toEqual(['assets/app-A.js', 'assets/react-A.js', 'assets/signed-in-start-A.js', 'assets/event-screens-A.js', 'assets/event-home-A.js']);
    expect(await preloadedBy('/event/e1/attendees', true)).toContain('assets/attendees-A.js');
    expect(await preloadedBy('/event/e1/attendees', true)).not.toContain('assets/event-home-A.js');
  });

  it('without a sign-in cookie the signed-in start is not named', async () => {
    expect(await preloadedBy('/event/e1/schedule', false)).not.toContain('assets/signed-in-start-A.js');
  });

  it('a pathless layout comes only with its own pages', async () => {
    expect(await preloadedBy('/sign-in?redirectTo=%2Fevents', false)).toEqual(['assets/app-A.js', 'assets/react-A.js', 'assets/unauthenticated-A.js', 'assets/sign-in-A.js']);
    expect(await preloadedBy('/event/e1/schedule', true)).not.toContain('assets/unauthenticated-A.js');
  });
});

it(`reads the cookie by its name (${accountTokenCookieName})`, async () => {
  expect(await preloadedBy('/events', true)).toContain('assets/signed-in-start-A.js');
});
