import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { clear, createStore } from 'idb-keyval';
import { OfflinePackPanel } from '#client/components/event-menu/offline-pack-panel.tsx';
import { getPack, resetPackStore } from '#client/lib/event-pack/pack-store.ts';
import { syncEventPack } from '#client/lib/event-pack/sync-pack.ts';
import { cutNetwork, restoreNetwork } from '#client/lib/offline-preview/network-cut.ts';
import type { OutboxEntry } from '#client/offline/outbox-entry.ts';
import { createIdbOutboxStore } from '#client/offline/outbox-store.ts';
import { useEventStore } from '#client/stores/event-store.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { makeAccount, makeEvent } from '../helpers/factories.ts';
import { renderInRouter } from '../helpers/render-in-router.tsx';
import { eventId, fakePackApi, makePerson, makeSession } from './pack-fakes.ts';

// "On this phone" inside an event's "Make available offline" panel: this event's saved copy,
// its own writes waiting in the outbox (not the account's others), and Remove.
const me = makeAccount();
let n = 0;
const queued = (payload: unknown, op: OutboxEntry['op'] = 'agenda.set'): OutboxEntry => ({
  id: `entry-${++n}`,
  op,
  payload,
  idempotencyKey: `key-000000${n}`,
  accountId: me.id,
  summary: 'A change',
  createdAt: n,
  attempts: 0,
  nextAttemptAt: n,
  lastError: null,
  state: 'pending',
  version: 1,
});

beforeEach(async () => {
  resetPackStore();
  await clear(createStore('hallway-event-packs', 'packs'));
  await clear(createStore('hallway-outbox', 'records'));
  useSessionStore.getState().setAccount(me);
  useEventStore.getState().setActiveEvent(makeEvent({ id: eventId }));
  // The outbox must not try to send these (it only drains with a network).
  cutNetwork();
});

afterEach(() => restoreNetwork());

describe('On this phone in the event’s offline panel', () => {
  it('shows this event’s size, age and its own pending writes, and Remove forgets it', async () => {
    await syncEventPack(eventId, { api: fakePackApi({ sessions: [makeSession(1)], people: [makePerson(1)] }).api, pendingAgenda: async () => [] });
    const outbox = createIdbOutboxStore();
    await outbox.add(queued({ eventId, programId: 'p1', inAgenda: true }));
    await outbox.add(queued({ eventId, pollId: 'poll', optionIds: ['a'] }, 'poll.vote'));
    await outbox.add(queued({ eventId: 'another-event', programId: 'p2', inAgenda: true }));
    await outbox.add(queued({ accountId: 'someone', note: 'met at the stand' }, 'connection.note'));

    await renderInRouter(() => <OfflinePackPanel eventId={eventId} />);
    const group = await screen.findByRole('group', { name: 'On this phone' });
    await within(group).findByText(/2 changes waiting to be sent/);
    expect(group.textContent).toMatch(/\d+ (B|kB) · updated just now · 2 changes waiting to be sent/);

    fireEvent.click(within(group).getByRole('button', { name: 'Remove from this phone' }));
    await within(group).findByText('Nothing of this event is saved on this phone yet.');
    expect(getPack(eventId).schedule).toBeNull();
    expect(screen.getByText('Not saved for offline use yet')).toBeTruthy();
  });
});
