import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DoorPage } from '#client/features/check-in/components/door-page.tsx';
import { useSessionStore } from '#client/stores/session-store.ts';
import { makeAccount, makeEvent } from '../helpers/factories.ts';
import { renderWithFakeTrpc } from '../helpers/fake-trpc.tsx';
import { ada, createCodeSigner, eventId, installFakeQueue, makeRoster, resetDevice, seedDevice } from './door-fixtures.ts';

vi.mock('#client/offline/use-outbox.ts', () => ({
  useOutbox: () => ({
    entries: [],
    pending: 0,
    failed: [],
    syncing: false,
    blockedBy: null,
    lastReport: {
      at: Date.now(),
      items: [{ entryId: 'e9', op: 'checkIn.record', summary: 'Check-in: Grace Hopper', outcome: 'duplicate', message: 'Already checked in at 09:12 by Gate B', at: Date.now() }],
    },
    setAside: 0,
    syncNow() {},
    retry() {},
    discard() {},
  }),
}));
vi.mock('#client/components/outbox/outbox-status.tsx', () => ({ OutboxStatus: () => <p>All synced</p> }));

const signer = await createCodeSigner();
const event = makeEvent({ id: eventId, viewerPermissions: ['Event::Event::Read', 'Event::CheckIn::Create', 'Event::CheckIn::Read'] });
const handlers = {
  'checkIn.changes': () => ({ people: [], removedAccountIds: [], checkIns: [], revocations: [], checkedIn: 1, total: 3, cursor: 1000 }),
  'checkIn.registerDevice': () => ({ ok: true }),
};

beforeEach(async () => {
  await resetDevice();
  useSessionStore.setState({ authenticated: true, account: makeAccount(), verified: true });
});

describe('/check-in for one event', () => {
  it('shows what the device holds, the sync report and the scanner link, and checks someone in by name offline', async () => {
    const fake = installFakeQueue();
    const user = userEvent.setup();
    await seedDevice(makeRoster(signer.key.publicKey));
    await renderWithFakeTrpc(() => <DoorPage eventId={eventId} event={event} />, handlers);
    expect(screen.getByRole('heading', { level: 1, name: 'Northern Lights Summit' })).toBeTruthy();
    expect(await screen.findByText('3 people on this device')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update roster' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open scanner' }).getAttribute('href')).toBe(`/check-in/scan?eventId=${eventId}`);
    // Door staff may follow every door too (the console's Check-in page).
    expect(screen.getByRole('link', { name: /^All doors, live/ }).getAttribute('href')).toBe(`/event/${eventId}/console/check-in`);
    expect(screen.getByText('Already checked in at 09:12 by Gate B')).toBeTruthy();
    expect((screen.getByLabelText('Device name') as HTMLInputElement).value).toBe('Gate A');

    await user.type(screen.getByLabelText('Search by name'), 'love');
    const row = (await screen.findByText('Ada Lovelace')).closest('li') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Check in Ada Lovelace' }));
    expect(await screen.findByText('Checked in: Ada Lovelace')).toBeTruthy();
    expect(within(row).getByText(/^Checked in \d\d:\d\d/)).toBeTruthy();
    await waitFor(() =>
      expect(fake.queue.enqueue).toHaveBeenCalledWith('checkIn.record', expect.objectContaining({ method: 'search', accountId: ada, eventId }), expect.anything()),
    );
  });

  it('offers "Download roster" on a device without one, and downloads it', async () => {
    installFakeQueue();
    const user = userEvent.setup();
    await seedDevice(null);
    const { version: _v, syncedAt: _s, ...roster } = makeRoster(signer.key.publicKey);
    await renderWithFakeTrpc(() => <DoorPage eventId={eventId} event={event} />, { ...handlers, 'checkIn.roster': () => roster });
    expect(await screen.findByText(/No roster on this device yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download roster' }));
    expect(await screen.findByText('3 people on this device')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open scanner' })).toBeTruthy();
  });

  it('renames the device on Enter', async () => {
    installFakeQueue();
    const user = userEvent.setup();
    await seedDevice(makeRoster(signer.key.publicKey));
    await renderWithFakeTrpc(() => <DoorPage eventId={eventId} event={event} />, handlers);
    const field = await screen.findByLabelText('Device name');
    await user.clear(field);
    await user.type(field, 'Gate C{Enter}');
    const { useDoorStore } = await import('#client/features/check-in/stores/door-store.ts');
    await waitFor(() => expect(useDoorStore.getState().device?.deviceLabel).toBe('Gate C'));
  });
});
