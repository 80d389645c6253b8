import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, createRouter, isNotFound } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import { routeTree } from '#client/route-tree.gen.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { makeAccount } from '../helpers/factories.ts';

const eventId = '5eed0000-0000-4000-8000-000000000001';

/** Loads a URL in the app's real route tree, offline (so no loader waits for a server). */
async function open(url: string) {
  const router = createRouter({
    routeTree,
    context: { queryClient: new QueryClient() },
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await router.load();
  return router.state;
}

describe('route defaults for missing or malformed search params', () => {
  beforeEach(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    useSessionStore.setState({ authenticated: true, account: makeAccount(), verified: true });
  });
  afterEach(() => {
    useSessionStore.setState({ authenticated: false, account: null, verified: false });
    vi.restoreAllMocks();
  });

  it('a bare /events goes to ?filter=upcoming', async () => {
    expect((await open('/events')).location.href).toBe('/events?filter=upcoming');
  });

  it.each([
    ['/events?filter=nonsense', '/events?filter=upcoming'],
    ['/events?filter=%7B%22a%22%3A1%7D', '/events?filter=upcoming'],
    ['/events?filter=%5B%22past%22%5D', '/events?filter=upcoming'],
    ['/events?filter=42', '/events?filter=upcoming'],
    ['/events?filter=past', '/events?filter=past'],
  ])('%s ends on %s, without an error', async (url, expected) => {
    const state = await open(url);
    expect(state.location.href).toBe(expected);
    expect(state.matches.some((match) => match.status === 'error')).toBe(false);
  });

  it.each(['schedule', 'attendees', 'program/7/questions'])('a bare or malformed %s filter becomes filter=all', async (page) => {
    expect((await open(`/event/${eventId}/${page}`)).location.href).toBe(`/event/${eventId}/${page}?filter=all`);
    expect((await open(`/event/${eventId}/${page}?filter=%3Cscript%3E`)).location.href).toBe(`/event/${eventId}/${page}?filter=all`);
  });

  it.each([
    ['schedule', 'mine', 'mine'],
    ['schedule', 'speakers', 'all'],
    ['attendees', 'speakers', 'speakers'],
    ['attendees', 'mine', 'all'],
  ])('%s keeps the filters it has (%s ends as %s)', async (page, filter, expected) => {
    expect((await open(`/event/${eventId}/${page}?filter=${filter}`)).location.href).toBe(`/event/${eventId}/${page}?filter=${expected}`);
  });

  it('an event id that is not a UUID is not found, not an error', async () => {
    const state = await open('/event/not-a-uuid');
    // The root route's not-found screen shows ('404: Stage Missing!'); nothing errored.
    expect(state.matches.some((match) => isNotFound(match.error))).toBe(true);
    expect(state.matches.some((match) => match.status === 'error')).toBe(false);
  });

  it('a signed-in visitor of /sign-in with a hostile redirectTo goes to /events', async () => {
    expect((await open('/sign-in?redirectTo=%7B%22x%22%3A1%7D')).location.pathname).toBe('/events');
    expect((await open('/sign-in?redirectTo=https%3A%2F%2Fevil.example')).location.pathname).toBe('/');
  });
});
