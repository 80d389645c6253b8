import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clear, createStore } from 'idb-keyval';
import { MatchesPage } from '#client/features/matches/components/matches-page.tsx';
import { MatchCountBadge } from '#client/components/event-menu/match-count-badge.tsx';
import { getPack, resetPackStore } from '#client/lib/event-pack/pack-store.ts';
import { syncEventPack } from '#client/lib/event-pack/sync-pack.ts';
import { useEventStore } from '#client/stores/event-store.ts';
import { makeEvent } from '../helpers/factories.ts';
import { renderInRouter } from '../helpers/render-in-router.tsx';
import { renderWithFakeTrpc } from '../helpers/fake-trpc.tsx';
import { eventId, fakePackApi, makeMatch, makePerson } from '../event-pack/pack-fakes.ts';
import type { FakeServer } from './fake-client.ts';

// The page's tRPC client, answered by in-memory handlers.
const server = vi.hoisted((): FakeServer => ({ handlers: {}, calls: [] }));
vi.mock('#client/lib/load-trpc.ts', async () => {
  const { fakeTrpcClient } = await import('./fake-client.ts');
  return { loadTrpcClient: async () => fakeTrpcClient(server) };
});

const ada = makePerson(1, { firstName: 'Ada', lastName: 'Lovelace', company: 'Analytical Engines' });
const grace = makePerson(2, { firstName: 'Grace', lastName: 'Hopper' });

beforeEach(async () => {
  server.handlers = {};
  server.calls = [];
  resetPackStore();
  await clear(createStore('hallway-event-packs', 'packs'));
  useEventStore.getState().clearActiveEvent();
});
afterEach(() => vi.restoreAllMocks());

describe('matches page', () => {
  beforeEach(async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fake = fakePackApi({ people: [ada, grace], matches: [makeMatch(ada), makeMatch(grace, { reasons: { sharedInterests: [], theyOffer: [], iOffer: ['hiring'] }, explanation: 'You offer hiring, which they are looking for' })] });
    await syncEventPack(eventId, { api: fake.api, pendingAgenda: async () => [] });
  });

  it('lists each match with its sentence, its reasons as chips and a link to the person', async () => {
    await renderWithFakeTrpc(() => <MatchesPage eventId={eventId} />, {});
    const card = (await screen.findByRole('link', { name: 'Ada Lovelace' })).closest('li')!;
    expect(within(card).getByText('You both follow rust; they offer mentoring, which you are looking for')).toBeTruthy();
    expect(within(card).getByRole('listitem', { name: 'Shared interest: rust' })).toBeTruthy();
    expect(within(card).getByRole('listitem', { name: 'They offer mentoring' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe(`/event/${eventId}/attendee/${ada.attendeeId}`);
  });

  it('Dismiss hides the match at once and tells the server', async () => {
    server.handlers['matches.dismiss'] = () => ({ ok: true });
    await renderWithFakeTrpc(() => <MatchesPage eventId={eventId} />, {});
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss Ada Lovelace' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ada Lovelace' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Grace Hopper' })).toBeTruthy();
    await waitFor(() => expect(server.calls).toContainEqual({ path: 'matches.dismiss', input: { eventId, attendeeId: ada.attendeeId } }));
    await waitFor(() => expect(getPack(eventId).matches!.pendingDismissals).toEqual([]));
  });

  it('with meetings on, each match offers "Request a meeting", and online their free times are asked for at once and kept per person', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const event = makeEvent({ id: eventId, enableMeetings: true });
    const view = await renderWithFakeTrpc(() => <MatchesPage eventId={eventId} />, {
      'event.byId': () => event,
      'meetings.mine': () => ({ received: [], sent: [], upcoming: [], past: [] }),
      'meetings.freeSlotsMany': (input) => ({ slotMinutes: 20, people: (input as { attendeeIds: string[] }).attendeeIds.map((attendeeId) => ({ attendeeId, slots: [1_900_000_000] })) }),
    });
    const card = (await screen.findByRole('link', { name: 'Ada Lovelace' })).closest('li')!;
    expect(await within(card).findByRole('button', { name: 'Request a meeting' })).toBeTruthy();
    await waitFor(() => expect(view.calls.find((call) => call.path === 'meetings.freeSlotsMany')?.input).toEqual({ eventId, attendeeIds: [ada.attendeeId, grace.attendeeId].sort() }));
    await waitFor(() => expect(view.queryClient.getQueryData(view.trpc.meetings.freeSlots.queryKey({ eventId, attendeeId: grace.attendeeId }))).toEqual({ slotMinutes: 20, slots: [1_900_000_000] }));
  });

  it('a dismissal without a network is kept and stays hidden', async () => {
    server.handlers['matches.dismiss'] = () => Promise.reject(new TypeError('Failed to fetch'));
    await renderWithFakeTrpc(() => <MatchesPage eventId={eventId} />, {});
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss Grace Hopper' }));
    await waitFor(() => expect(getPack(eventId).matches!.pendingDismissals).toEqual([grace.attendeeId]));
    expect(screen.queryByRole('link', { name: 'Grace Hopper' })).toBeNull();
  });
});

describe('match-count badge', () => {
  const renderBadge = async () => {
    const view = await renderInRouter(() => <MatchCountBadge />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    return view;
  };

  it('asks with the active attendee and shows a positive count', async () => {
    useEventStore.getState().setActiveEvent(makeEvent());
    server.handlers['matches.count'] = () => ({ success: true, data: { count: 7 } });
    await renderBadge();
    expect((await screen.findByTestId('match-count-badge')).textContent).toBe('7, 7 matches');
    expect(server.calls).toEqual([{ path: 'matches.count', input: { attendeeId: makeEvent().membership!.attendeeId } }]);
  });

  it("asks with '' when there is no active attendee, and shows no badge for 0", async () => {
    server.handlers['matches.count'] = () => ({ success: true, data: { count: 0 } });
    await renderBadge();
    expect(server.calls).toEqual([{ path: 'matches.count', input: { attendeeId: '' } }]);
    expect(screen.queryByTestId('match-count-badge')).toBeNull();
  });

  it('shows no badge when the server answers with an error envelope (and the menu still renders)', async () => {
    useEventStore.getState().setActiveEvent(makeEvent());
    server.handlers['matches.count'] = () => ({ success: false, error: { message: 'Matching is switched off' } });
    const { container } = await renderBadge();
    expect(screen.queryByTestId('match-count-badge')).toBeNull();
    expect(container).toBeTruthy();
    expect(server.calls).toHaveLength(1);
  });

  it("the query's error is the server's message, and it is not retried", async () => {
    const { QueryClient } = await import('@tanstack/react-query');
    const { matchCountQuery } = await import('#client/lib/queries/matches-queries.ts');
    server.handlers['matches.count'] = () => ({ success: false, error: { message: 'Matching is switched off' } });
    await expect(new QueryClient().fetchQuery(matchCountQuery(''))).rejects.toThrow('Matching is switched off');
    expect(matchCountQuery('').refetchOnWindowFocus).toBe(false);
  });
});
