import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clear, createStore } from 'idb-keyval';
import type { AttendeeDetail } from '#shared/contracts/attendees.ts';
import { AttendeePage } from '#client/features/attendees/components/attendee-page.tsx';
import { resetPackStore } from '#client/lib/event-pack/pack-store.ts';
import { syncEventPack } from '#client/lib/event-pack/sync-pack.ts';
import { renderWithFakeTrpc } from '../helpers/fake-trpc.tsx';
import { makeEvent } from '../helpers/factories.ts';
import { eventId, fakePackApi, makePerson, makeSession } from '../event-pack/pack-fakes.ts';
import type { FakeServer } from './fake-client.ts';

const server = vi.hoisted((): FakeServer => ({ handlers: {}, calls: [] }));
vi.mock('#client/lib/load-trpc.ts', async () => {
  const { fakeTrpcClient } = await import('./fake-client.ts');
  return { loadTrpcClient: async () => fakeTrpcClient(server) };
});

const ada = makePerson(1, { firstName: 'Ada', lastName: 'Lovelace', role: 'speaker', interests: ['rust'] });
const talk = makeSession(1, { title: 'Engines of thought', speakers: [{ ...ada, picture: null }] });

function detail(connection: AttendeeDetail['connection']): AttendeeDetail {
  return {
    person: { ...ada, bio: 'First programmer.', links: [] },
    sessions: [{ id: talk.id, title: talk.title, room: talk.room, startsAt: talk.startsAt, endsAt: talk.endsAt }],
    isMe: false,
    connection,
  };
}

let online = true;
beforeEach(async () => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  server.handlers = {};
  server.calls = [];
  resetPackStore();
  await clear(createStore('hallway-event-packs', 'packs'));
  const fake = fakePackApi({ sessions: [talk], people: [ada] });
  await syncEventPack(eventId, { api: fake.api, pendingAgenda: async () => [] });
});

describe('attendee page', () => {
  it('shows the profile and their sessions; Connect sends a request and shows Requested', async () => {
    server.handlers['attendees.detail'] = () => detail('none');
    server.handlers['attendees.connect'] = () => ({ connection: 'requested' });
    await renderWithFakeTrpc(() => <AttendeePage eventId={eventId} attendeeId={ada.attendeeId} />, {});
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeTruthy();
    expect(await screen.findByText('First programmer.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Engines of thought' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Requested')).toBeTruthy();
    expect(server.calls).toContainEqual({ path: 'attendees.connect', input: { eventId, attendeeId: ada.attendeeId } });
  });

  it('offers Accept and Decline for an incoming request', async () => {
    server.handlers['attendees.detail'] = () => detail('incoming');
    server.handlers['attendees.answerConnect'] = () => ({ connection: 'connected' });
    await renderWithFakeTrpc(() => <AttendeePage eventId={eventId} attendeeId={ada.attendeeId} />, {});
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Connected')).toBeTruthy();
    expect(server.calls).toContainEqual({ path: 'attendees.answerConnect', input: { eventId, attendeeId: ada.attendeeId, accept: true } });
  });

  it('offline, shows the saved profile and the sessions from the saved schedule', async () => {
    online = false;
    await renderWithFakeTrpc(() => <AttendeePage eventId={eventId} attendeeId={ada.attendeeId} />, {});
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Engines of thought' })).toBeTruthy();
    expect(screen.getByText('Connect when you are back online.')).toBeTruthy();
  });

  it('offline, someone not in the saved directory (hidden) is not shown', async () => {
    online = false;
    await renderWithFakeTrpc(() => <AttendeePage eventId={eventId} attendeeId={makePerson(9).attendeeId} />, {});
    expect(await screen.findByText('This person is not available.')).toBeTruthy();
  });

  it('with meetings on, offers "Request a meeting" beside Connect, offline too (from the saved event)', async () => {
    online = false;
    const view = await renderWithFakeTrpc(() => <AttendeePage eventId={eventId} attendeeId={ada.attendeeId} />, {});
    act(() => view.queryClient.setQueryData(view.trpc.event.byId.queryKey({ id: eventId }), makeEvent({ id: eventId, enableMeetings: true })));
    expect(await screen.findByRole('button', { name: 'Request a meeting' })).toBeTruthy();
    expect(screen.getByText('Connect when you are back online.')).toBeTruthy();
  });
});
