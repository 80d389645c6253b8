import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import { routeTree } from '#client/route-tree.gen.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { makeAccount } from '../helpers/factories.ts';

const eventId = '5eed0000-0000-4000-8000-000000000001';

async function open(url: string) {
  const router = createRouter({ routeTree, context: { queryClient: new QueryClient() }, history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  return router.state;
}

/** The search the page receives: validated by the route (malformed fields dropped). */
const pageSearch = async (url: string) => (await open(url)).matches.at(-1)!.search;

describe('schedule, attendees and embed routes', () => {
  beforeEach(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    useSessionStore.setState({ authenticated: true, account: makeAccount(), verified: true });
  });
  afterEach(() => {
    useSessionStore.setState({ authenticated: false, account: null, verified: false });
    vi.restoreAllMocks();
  });

  it('a bare or malformed schedule filter becomes all, keeping the other fields; mine stays', async () => {
    expect((await open(`/event/${eventId}/schedule?day=%222026-11-22%22`)).location.search).toEqual({ day: '2026-11-22', filter: 'all' });
    expect((await open(`/event/${eventId}/schedule?filter=speakers`)).location.search).toEqual({ filter: 'all' });
    expect(await pageSearch(`/event/${eventId}/schedule?filter=mine&day=nonsense&q=%22rust%22`)).toEqual({ filter: 'mine', q: 'rust' });
  });

  it('attendees keep filter=speakers, role and interest; a bad role is dropped', async () => {
    const search = await pageSearch(`/event/${eventId}/attendees?filter=speakers&role=wizard&interest=%22rust%22`);
    expect(search).toEqual({ filter: 'speakers', interest: 'rust' });
  });

  it('the embed is outside the attendee layout and asks for no chrome, even signed out', async () => {
    useSessionStore.setState({ authenticated: false, account: null, verified: false });
    const state = await open(`/event/${eventId}/schedule/embed`);
    expect(state.location.pathname).toBe(`/event/${eventId}/schedule/embed`);
    expect(state.matches.map((match) => match.routeId)).toEqual(['__root__', '/event/$eventId_/schedule/embed']);
    expect(state.matches.at(-1)!.staticData.chrome).toBe(false);
  });
});
