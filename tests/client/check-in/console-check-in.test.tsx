import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckInOverview } from '#shared/contracts/check-in.ts';
import { eventRoleGrants } from '#shared/rules/permissions.ts';
import { ConsoleCheckInPage } from '#client/features/check-in/components/console/console-check-in-page.tsx';
import { makeEvent } from '../helpers/factories.ts';
import { renderWithFakeTrpc } from '../helpers/fake-trpc.tsx';
import { ada, eventId, grace, nineTwelve } from './door-fixtures.ts';

const day = 24 * 60 * 60 * 1000;
const person = (accountId: string, firstName: string, lastName: string) => ({ accountId, firstName, lastName, picture: null });
const overview: CheckInOverview = {
  checkedIn: 2,
  total: 6,
  recent: [
    {
      id: '5eed0000-0000-4000-8000-0000000000f1',
      person: person(ada, 'Ada', 'Lovelace'),
      scannedAt: nineTwelve,
      deviceScannedAt: nineTwelve,
      receivedAt: nineTwelve + 1_000,
      clockSkewMs: null,
      deviceLabel: 'Gate A',
      method: 'scan',
      status: 'checked-in',
    },
    // Gate B's phone is two days ahead: its time was not believed.
    {
      id: '5eed0000-0000-4000-8000-0000000000f2',
      person: person(grace, 'Grace', 'Hopper'),
      scannedAt: nineTwelve + 120_000,
      deviceScannedAt: nineTwelve + 2 * day,
      receivedAt: nineTwelve - 180_000,
      clockSkewMs: 2 * day + 180_000,
      deviceLabel: 'Gate B',
      method: 'scan',
      status: 'duplicate',
    },
  ],
  duplicates: [
    {
      id: '5eed0000-0000-4000-8000-0000000000f2',
      person: person(grace, 'Grace', 'Hopper'),
      scannedAt: nineTwelve + 120_000,
      deviceLabel: 'Gate B',
      standing: { at: nineTwelve + 60_000, deviceLabel: 'Gate A' },
    },
  ],
  devices: [
    { deviceId: 'device-a-0001', label: 'Gate A', lastSyncAt: nineTwelve + 180_000, scans: 3, clockSkewMs: null },
    { deviceId: 'device-b-0001', label: 'Gate B', lastSyncAt: nineTwelve + 240_000, scans: 1, clockSkewMs: 2 * day + 180_000 },
  ],
};

function render(permissions: readonly string[]) {
  const undos: unknown[] = [];
  const event = makeEvent({ id: eventId, viewerPermissions: [...permissions] as never });
  const view = renderWithFakeTrpc(() => <ConsoleCheckInPage eventId={eventId} />, {
    'event.byId': () => event,
    'checkIn.overview': () => overview,
    'checkIn.undo': (input) => {
      undos.push(input);
      return { outcome: 'accepted' };
    },
  });
  return { view, undos };
}

describe("the organizer's check-in page", () => {
  it('shows the live count, recent scans, the duplicate records with the check-in that stands, and each device', async () => {
    await render(eventRoleGrants.organizer).view;
    expect((await screen.findByText('2 / 6')).dataset.total).toBe('6');
    expect(screen.getByRole('link', { name: 'Open door mode' }).getAttribute('href')).toBe(`/check-in?eventId=${eventId}`);
    const duplicates = screen.getByRole('region', { name: 'Duplicate records' });
    expect(within(duplicates).getByText('Grace Hopper')).toBeTruthy();
    expect(within(duplicates).getByText('Scanned 09:14 by Gate B')).toBeTruthy();
    expect(within(duplicates).getByText('Already checked in at 09:13 by Gate A')).toBeTruthy();
    const devices = screen.getByRole('region', { name: 'Door devices' });
    expect(within(devices).getByText('Gate A')).toBeTruthy();
    expect(within(devices).getByText('Last synced 09:15 · 3 scans')).toBeTruthy();
    expect(within(devices).getByText('Last synced 09:16 · 1 scan')).toBeTruthy();
    const recent = screen.getByRole('region', { name: 'Recent scans' });
    expect(within(recent).getAllByRole('listitem').map((item) => item.dataset.scanStatus)).toEqual(['checked-in', 'duplicate']);
  });

  it('flags a door whose clock is off, on its scan and in the device list', async () => {
    await render(eventRoleGrants.organizer).view;
    const recent = await screen.findByRole('region', { name: 'Recent scans' });
    const [adaRow, graceRow] = within(recent).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(graceRow).getByText(/^Device clock 2 days ahead: it said /)).toBeTruthy();
    expect(within(adaRow).queryByText(/Device clock/)).toBeNull();
    const devices = screen.getByRole('region', { name: 'Door devices' });
    expect(within(devices).getByText('Clock 2 days ahead: set this phone’s date and time to automatic')).toBeTruthy();
    expect(within(devices).getAllByText(/^Clock /)).toHaveLength(1);
  });

  it('lets an organizer undo a check-in', async () => {
    const user = userEvent.setup();
    const { view, undos } = render(eventRoleGrants.organizer);
    await view;
    await user.click(await screen.findByRole('button', { name: 'Undo check-in of Ada Lovelace' }));
    expect(await screen.findByText('Check-in undone: Ada Lovelace')).toBeTruthy();
    await waitFor(() => expect(undos).toEqual([expect.objectContaining({ eventId, accountId: ada })]));
  });

  it('gives door staff the figures but no Undo', async () => {
    await render(eventRoleGrants.staff).view;
    expect(await screen.findByText('2 / 6')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
  });
});
