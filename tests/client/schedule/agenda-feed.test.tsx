import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clear, createStore } from 'idb-keyval';
import { AgendaFeed } from '#client/features/schedule/components/agenda-feed.tsx';
import { getPack, loadPack, resetPackStore } from '#client/lib/event-pack/pack-store.ts';
import { syncEventPack } from '#client/lib/event-pack/sync-pack.ts';
import { renderInRouter } from '../helpers/render-in-router.tsx';
import { eventId, fakePackApi, makeSession } from '../event-pack/pack-fakes.ts';
import type { FakeServer } from '../attendees/fake-client.ts';

const server = vi.hoisted((): FakeServer => ({ handlers: {}, calls: [] }));
vi.mock('#client/lib/load-trpc.ts', async () => {
  const { fakeTrpcClient } = await import('../attendees/fake-client.ts');
  return { loadTrpcClient: async () => fakeTrpcClient(server) };
});

let online = true;
beforeEach(async () => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  server.handlers = {};
  server.calls = [];
  resetPackStore();
  await clear(createStore('hallway-event-packs', 'packs'));
  const fake = fakePackApi({ sessions: [makeSession(1)], agenda: [] });
  await syncEventPack(eventId, { api: fake.api, pendingAgenda: async () => [] });
});

describe('agenda feed link', () => {
  it('makes a new private link after confirming, and keeps it with the saved agenda', async () => {
    server.handlers['schedule.resetAgendaFeed'] = () => ({ feedUrl: 'https://hallway.example/api/calendar/new-token.ics' });
    await renderInRouter(() => <AgendaFeed eventId={eventId} feedUrl={getPack(eventId).agenda?.feedUrl ?? null} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Make a new link' }));
    expect(screen.getByRole('alertdialog', { name: 'Make a new agenda link?' })).toBeTruthy();
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Make a new link' }));
    await vi.waitFor(() => expect(server.calls).toContainEqual({ path: 'schedule.resetAgendaFeed', input: { eventId } }));
    resetPackStore();
    await loadPack(eventId);
    await vi.waitFor(() => expect(getPack(eventId).agenda?.feedUrl).toBe('https://hallway.example/api/calendar/new-token.ics'));
  });

  it('needs a connection: offline the button is off and says why', async () => {
    online = false;
    await renderInRouter(() => <AgendaFeed eventId={eventId} feedUrl="/api/calendar/old.ics" />);
    expect((await screen.findByRole('button', { name: 'Make a new link' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('A new link needs a connection.')).toBeTruthy();
  });
});
