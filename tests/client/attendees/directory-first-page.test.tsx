import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { clear, createStore } from 'idb-keyval';
import { AttendeesPage } from '#client/features/attendees/components/attendees-page.tsx';
import { startEarlyFeed } from '#client/lib/event-pack/early-feed.ts';
import { resetPackStore } from '#client/lib/event-pack/pack-store.ts';
import { syncEventPack } from '#client/lib/event-pack/sync-pack.ts';
import { renderInRouter } from '../helpers/render-in-router.tsx';
import { eventId, fakePackApi, makePerson } from '../event-pack/pack-fakes.ts';

// A first visit to the attendee list: the page's entry asked for the directory's first page, which
// shows while the whole directory is on its way and gives way to it (issue 35).

const firstPeople = [makePerson(1, { firstName: 'Aaron' }), makePerson(2, { firstName: 'Abby' })];

beforeEach(async () => {
  resetPackStore();
  await clear(createStore('hallway-event-packs', 'packs'));
});

/** The page's entry asks for the first page as on a first visit (online), answered by `body`. */
function askedEarly(body: unknown, status = 200) {
  const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  startEarlyFeed(`/event/${eventId}/attendees`);
  vi.unstubAllGlobals();
  // Offline from here: the page's own download does not start, so the first page stays in view.
  online.mockReturnValue(false);
  return fetch;
}

describe("the attendee list's first page", () => {
  it('shows the first people and how many there are while the whole directory is on its way, then the whole list', async () => {
    const fetch = askedEarly({ eventId, people: firstPeople, total: 5000 });
    expect(fetch).toHaveBeenCalledWith(`/api/events/${eventId}/feeds/directory/first`, expect.objectContaining({ credentials: 'include' }));
    await renderInRouter(() => <AttendeesPage eventId={eventId} search={{ filter: 'all' }} onSearch={() => {}} />);
    expect(await screen.findByText(/5000 people · loading the whole list for search/)).toBeTruthy();
    const links = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.includes('/attendee/'));
    expect(links.map((link) => link.textContent)).toEqual([expect.stringContaining('Aaron'), expect.stringContaining('Abby')]);
    // No search over a page of 24: it comes with the whole directory.
    expect(screen.queryByRole('searchbox')).toBeNull();

    const fake = fakePackApi({ people: [...firstPeople, makePerson(3, { firstName: 'Zoe' })] });
    await syncEventPack(eventId, { api: fake.api, pendingAgenda: async () => [], parts: { schedule: false, matches: false, agenda: false } });
    expect(await screen.findByText('3 people')).toBeTruthy();
    expect(screen.queryByText(/loading the whole list/)).toBeNull();
    const list = screen.getAllByRole('list').find((element) => element.querySelector('a[href*="/attendee/"]'))!;
    expect(within(list).getByText(/Zoe/)).toBeTruthy();
  });

  it('a refused or malformed first page shows nothing of it: the list waits for the whole directory', async () => {
    askedEarly({ eventId, people: 'not a list', total: 3 });
    await renderInRouter(() => <AttendeesPage eventId={eventId} search={{ filter: 'all' }} onSearch={() => {}} />);
    // Offline with nothing saved: the page says so, and nothing of the malformed answer shows.
    expect(await screen.findByText(/The attendee list/)).toBeTruthy();
    expect(screen.queryByText(/loading the whole list/)).toBeNull();
    expect(document.querySelector('a[href*="/attendee/"]')).toBeNull();
  });
});
