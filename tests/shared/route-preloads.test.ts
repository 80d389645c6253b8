import { describe, expect, it } from 'vitest';
import { createPreloadFinder, routeFilePath } from '#shared/rules/route-preloads.ts';

describe('a route file read as its path, as TanStack Router reads it', () => {
  it.each([
    ['event/$eventId/_attendee/schedule.tsx', '/event/$eventId/schedule'],
    ['event/$eventId/route.tsx', '/event/$eventId'],
    ['event/$eventId/index.tsx', '/event/$eventId'],
    ['event/$eventId_/schedule/embed.tsx', '/event/$eventId/schedule/embed'],
    ['_authenticated/events_.new.tsx', '/events/new'],
    ['_unauthenticated/sign-in.tsx', '/sign-in'],
    ['index.tsx', '/'],
  ])('%s → %s', (file, path) => expect(routeFilePath(file)).toBe(path));
});

describe('the files a page load needs first', () => {
  const find = createPreloadFinder({
    version: 1,
    start: ['assets/app.js'],
    signedIn: ['assets/signed-in.js'],
    routes: {
      'index.tsx': ['assets/landing.js'],
      'event/$eventId/route.tsx': ['assets/event.js'],
      'event/$eventId/_attendee.tsx': ['assets/event.js', 'assets/attendee.js'],
      'event/$eventId/_attendee/schedule.tsx': ['assets/schedule.js'],
      'event/$eventId/console/route.tsx': ['assets/console.js'],
      'event/$eventId/console/index.tsx': ['assets/console-home.js'],
    },
  });

  it('a layout comes with every page below it, a page only with its own path, each file once', () => {
    expect(find('/event/e1/schedule', true)).toEqual(['assets/app.js', 'assets/signed-in.js', 'assets/event.js', 'assets/attendee.js', 'assets/schedule.js']);
    expect(find('/event/e1/console', true)).toEqual(['assets/app.js', 'assets/signed-in.js', 'assets/event.js', 'assets/console.js', 'assets/console-home.js']);
  });

  it('signed out: no signed-in start; an address no route takes: the start alone', () => {
    expect(find('/event/e1/schedule', false)).not.toContain('assets/signed-in.js');
    expect(find('/no/such/page', false)).toEqual(['assets/app.js']);
  });

  it('the landing route is the root path only', () => {
    expect(find('/', false)).toContain('assets/landing.js');
    expect(find('/event/e1', false)).not.toContain('assets/landing.js');
  });
});
