import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clear, createStore } from 'idb-keyval';
import { resetPackStore } from '#client/lib/event-pack/pack-store.ts';
import { OfflinePackPanel } from '#client/components/event-menu/offline-pack-panel.tsx';
import { useEventStore } from '#client/stores/event-store.ts';
import { makeEvent } from '../helpers/factories.ts';
import { renderInRouter } from '../helpers/render-in-router.tsx';
import { pretendDevice } from '../helpers/pretend-device.ts';
import { eventId } from './pack-fakes.ts';

const warning = 'On iPhone, Safari removes saved events after 7 days without opening Hallway. Add it to your Home Screen to keep them.';

beforeEach(async () => {
  resetPackStore();
  await clear(createStore('hallway-event-packs', 'packs'));
  useEventStore.getState().setActiveEvent(makeEvent({ id: eventId }));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  useEventStore.getState().clearActiveEvent();
});

describe('the 7-day warning beside "Make available offline"', () => {
  it('on an iPhone in Safari: says saved events go after 7 days, and shows the Home Screen steps', async () => {
    pretendDevice('iPhone');
    const user = userEvent.setup();
    await renderInRouter(() => <OfflinePackPanel eventId={eventId} />);
    const panel = await screen.findByRole('region', { name: 'Offline use' });
    expect(panel.textContent).toContain(warning);
    await user.click(screen.getByRole('button', { name: 'How to add it' }));
    expect(screen.getByRole('dialog', { name: 'Add Hallway to your Home Screen' }).textContent).toMatch(/Add to Home Screen/);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('not in the Home Screen app, where Safari keeps the data', async () => {
    pretendDevice('iPhone', { homeScreen: true });
    await renderInRouter(() => <OfflinePackPanel eventId={eventId} />);
    expect((await screen.findByRole('region', { name: 'Offline use' })).textContent).not.toContain('7 days');
    expect(screen.queryByRole('button', { name: 'How to add it' })).toBeNull();
  });

  it('never on other platforms', async () => {
    pretendDevice('android');
    await renderInRouter(() => <OfflinePackPanel eventId={eventId} />);
    expect((await screen.findByRole('button', { name: 'Make available offline' })).closest('section')?.textContent).not.toContain('7 days');
  });
});
