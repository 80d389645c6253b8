import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CatalogImportPreview } from '#shared/contracts/catalog-import.ts';
import type { SponsorList } from '#shared/contracts/sponsors.ts';
import { ConsoleSponsorsPage } from '#client/features/sponsors/components/console/console-sponsors-page.tsx';
import { renderWithFakeTrpc } from '../helpers/fake-trpc.tsx';

const eventId = '5eed0000-0000-4000-8000-0000000000a1';
const platinum = { id: '5eed0000-0000-4000-8000-0000000000d1', name: 'Platinum', position: 0 };
const gold = { id: '5eed0000-0000-4000-8000-0000000000d2', name: 'Gold', position: 1 };
const list: SponsorList = {
  eventId,
  tiers: [gold, platinum],
  sponsors: [
    { id: '5eed0000-0000-4000-8000-0000000000e1', tierId: gold.id, name: 'Maple Ticketing', description: '', logo: null, url: 'https://maple.example' },
    { id: '5eed0000-0000-4000-8000-0000000000e2', tierId: null, name: 'Open Venue', description: '', logo: null, url: null },
  ],
};
const preview = (errors: number): CatalogImportPreview => ({
  rows: [
    { row: 1, name: 'Northwind', outcome: 'new', errors: [] },
    ...(errors > 0 ? [{ row: 2, name: '', outcome: 'error' as const, errors: ['Name: Give the sponsor a name'] }] : []),
  ],
  counts: { new: 1, update: 0, unchanged: 0, error: errors },
});
const csvFile = (text: string) => new File([text], 'sponsors.csv', { type: 'text/csv' });

describe('the Sponsors console', () => {
  it('shows sponsors under their tiers in order and moves a tier with its button', async () => {
    const orders: unknown[] = [];
    await renderWithFakeTrpc(() => <ConsoleSponsorsPage eventId={eventId} />, {
      'sponsors.list': () => list,
      'sponsors.orderTiers': (input) => {
        orders.push(input);
        return { ok: true };
      },
    });
    const tiers = await screen.findByRole('list', { name: 'Tiers in order' });
    expect(within(tiers).getAllByRole('listitem').map((item) => item.textContent?.split('↑')[0])).toEqual(['Platinum', 'Gold']);
    expect(within(screen.getByRole('list', { name: 'Gold sponsors' })).getByText('Maple Ticketing')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Sponsors sponsors' })).getByText('Open Venue')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Move Platinum up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Gold up' }));
    await waitFor(() => expect(orders).toEqual([{ eventId, tierIds: [gold.id, platinum.id] }]));
  });

  it('checks a CSV file first and imports nothing while a row has an error', async () => {
    const commits: unknown[] = [];
    await renderWithFakeTrpc(() => <ConsoleSponsorsPage eventId={eventId} />, {
      'sponsors.list': () => list,
      'sponsors.importPreview': (input) => preview((input as { csv: string }).csv.includes(',,') ? 1 : 0),
      'sponsors.importCommit': (input) => {
        commits.push(input);
        return preview(0);
      },
    });
    const choose = await screen.findByLabelText(/Choose a CSV file of sponsors/);
    fireEvent.change(choose, { target: { files: [csvFile('name,tier\nNorthwind,Gold\n,,\n')] } });
    expect(await screen.findByText('Name: Give the sponsor a name')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Import sponsors' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Choose another file' }));
    fireEvent.change(await screen.findByLabelText(/Choose a CSV file of sponsors/), { target: { files: [csvFile('name,tier\nNorthwind,Gold\n')] } });
    const importButton = await screen.findByRole('button', { name: 'Import sponsors' });
    await waitFor(() => expect((importButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(importButton);
    await waitFor(() => expect(commits).toEqual([{ eventId, csv: 'name,tier\nNorthwind,Gold\n' }]));
    expect(await screen.findByText(/1 added, 0 updated/)).toBeTruthy();
  });
});
