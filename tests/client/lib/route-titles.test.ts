import { describe, expect, it } from 'vitest';
import type { AnyRoute } from '@tanstack/react-router';
import { router } from '#client/router.tsx';
import { matchedPageTitle, type RoutePageTitle } from '#client/lib/route-title.ts';

/** The routes of the generated tree (route-tree.gen.ts) that draw a page of their own: those without child routes. */
function pages(): AnyRoute[] {
  const routes = Object.values(router.routesById as unknown as Record<string, AnyRoute>);
  const hasChildren = (route: AnyRoute) => Boolean(route.children) && Object.keys(route.children as object).length > 0;
  return routes.filter((route) => !hasChildren(route));
}

const titleOf = (route: AnyRoute) => (route.options.staticData as { pageTitle?: RoutePageTitle } | undefined)?.pageTitle;
const match = (pageTitle: RoutePageTitle | undefined, search: unknown = {}) => ({ staticData: { pageTitle }, search });

describe('every page has a title', () => {

  it('finds the pages in the generated route tree', () => {
    expect(pages().length).toBeGreaterThan(40);
    expect(pages().map((route) => route.id)).toContain('/event/$eventId/_attendee/schedule');
  });

  it('names each page route in staticData.pageTitle (null only for the landing page)', () => {
    const untitled = pages().filter((route) => titleOf(route) === undefined || (titleOf(route) === null && route.id !== '/')).map((route) => route.id);
    expect(untitled).toEqual([]);
  });

  it('gives no two attendee pages the same name', () => {
    const attendeePages = pages().filter((route) => route.id.startsWith('/event/$eventId/_attendee/'));
    const names = attendeePages.map((route) => titleOf(route)).filter((title): title is string => typeof title === 'string');
    expect(new Set(names).size).toBe(names.length);
  });

  it('names every console tab "{tab} · Console", and no other page so (issue 31, item 11)', () => {
    const console = pages().filter((route) => route.id.startsWith('/event/$eventId/console'));
    expect(console.length).toBeGreaterThan(10);
    expect(console.filter((route) => !/^[^·|]+ · Console$/.test(String(titleOf(route)))).map((route) => route.id)).toEqual([]);
    const others = pages().filter((route) => !route.id.startsWith('/event/$eventId/console'));
    expect(others.filter((route) => typeof titleOf(route) === 'string' && String(titleOf(route)).includes('·')).map((route) => route.id)).toEqual([]);
  });
});

describe('the title of the page on screen', () => {
  it('is the deepest matched route’s, so a layout’s never stands in for its page', () => {
    expect(matchedPageTitle([match('Overview · Console'), match(undefined), match('People · Console')])).toBe('People · Console');
    expect(matchedPageTitle([match(undefined), match('Schedule')])).toBe('Schedule');
  });

  it('may come from the search params (the speaker list is the attendee list filtered)', () => {
    const attendees = pages().find((route) => route.id === '/event/$eventId/_attendee/attendees');
    const title = titleOf(attendees!);
    expect(matchedPageTitle([match(title, { filter: 'speakers' })])).toBe('Speakers');
    expect(matchedPageTitle([match(title, { filter: 'all' })])).toBe('Attendees');
  });

  it('is null for the landing page (the default title) and undefined where no route names one', () => {
    expect(matchedPageTitle([match(null)])).toBeNull();
    expect(matchedPageTitle([match(undefined)])).toBeUndefined();
  });
});
