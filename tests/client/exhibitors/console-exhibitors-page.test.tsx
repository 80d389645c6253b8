import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import type { ExhibitorList, ExhibitorTeam } from '#shared/contracts/exhibitors.ts';
import { ConsoleExhibitorsPage } from '#client/features/exhibitors/components/console/console-exhibitors-page.tsx';
import { renderWithFakeTrpc } from '../helpers/fake-trpc.tsx';

const eventId = '5eed0000-0000-4000-8000-0000000000a1';
const robots = { id: '5eed0000-0000-4000-8000-0000000000e1', name: 'Offline Robotics', booth: 'B4', description: '', logo: null, categories: ['Robots'], links: [] };
const list: ExhibitorList = { eventId, exhibitors: [robots] };
const rex = '5eed0000-0000-4000-8000-0000000000b1';
const tia = '5eed0000-0000-4000-8000-0000000000b2';
const team: ExhibitorTeam = {
  exhibitorId: robots.id,
  people: [
    { accountId: rex, firstName: 'Rex', lastName: 'Rep', onTeam: true },
    { accountId: tia, firstName: 'Tia', lastName: 'Team', onTeam: false },
  ],
};

describe('the Exhibitors console', () => {
  it('adds a stand with its categories and links as typed', async () => {
    const saved: unknown[] = [];
    await renderWithFakeTrpc(() => <ConsoleExhibitorsPage eventId={eventId} />, {
      'exhibitors.list': () => list,
      'exhibitors.save': (input) => {
        saved.push(input);
        return { ...robots, id: '5eed0000-0000-4000-8000-0000000000e2' };
      },
    });
    const form = await screen.findByRole('form', { name: 'Add exhibitor' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Coffee Cart' } });
    fireEvent.change(within(form).getByLabelText('Booth'), { target: { value: 'C1' } });
    fireEvent.change(within(form).getByLabelText('Categories'), { target: { value: 'Food, Drinks' } });
    fireEvent.change(within(form).getByLabelText('Links'), { target: { value: 'Menu https://coffee.example/menu' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add exhibitor' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      eventId,
      exhibitor: { name: 'Coffee Cart', booth: 'C1', description: '', logoSrc: null, categories: ['Food', 'Drinks'], links: [{ label: 'Menu', url: 'https://coffee.example/menu' }] },
    });
  });

  it('shows the server’s refusal beside each field, a link’s under Links, and keeps what was typed', async () => {
    await renderWithFakeTrpc(() => <ConsoleExhibitorsPage eventId={eventId} />, {
      'exhibitors.list': () => list,
      'exhibitors.save': () => {
        const fieldPaths = { 'exhibitor.booth': ['Keep the booth short'], 'exhibitor.links.0.url': ['Start the address with https://'] };
        throw TRPCClientError.from({ error: { message: 'Check the highlighted fields', code: -32600, data: { code: 'BAD_REQUEST', fieldPaths } } });
      },
    });
    const form = await screen.findByRole('form', { name: 'Add exhibitor' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Coffee Cart' } });
    fireEvent.change(within(form).getByLabelText('Links'), { target: { value: 'Menu http://coffee.example/menu' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add exhibitor' }));
    expect(await within(form).findByText('Check the highlighted fields')).toBeTruthy();
    expect(within(form).getByLabelText('Booth').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByLabelText('Links').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Start the address with https://')).toBeTruthy();
    expect(within(form).getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    expect((within(form).getByLabelText('Links') as HTMLTextAreaElement).value).toBe('Menu http://coffee.example/menu');
    expect((within(form).getByRole('button', { name: 'Add exhibitor' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('edits a stand’s team with one checkbox per exhibitor-role person', async () => {
    const teams: unknown[] = [];
    await renderWithFakeTrpc(() => <ConsoleExhibitorsPage eventId={eventId} />, {
      'exhibitors.list': () => list,
      'exhibitors.team': () => team,
      'exhibitors.setTeam': (input) => {
        teams.push(input);
        return team;
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Offline Robotics' }));
    const teamForm = await screen.findByRole('form', { name: 'Team of Offline Robotics' });
    const rexBox = await within(teamForm).findByRole('checkbox', { name: 'Rex Rep' });
    expect((rexBox as HTMLInputElement).checked).toBe(true);
    expect((within(teamForm).getByRole('button', { name: 'Save team' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(rexBox);
    fireEvent.click(within(teamForm).getByRole('checkbox', { name: 'Tia Team' }));
    fireEvent.click(within(teamForm).getByRole('button', { name: 'Save team' }));
    await waitFor(() => expect(teams).toEqual([{ eventId, exhibitorId: robots.id, accountIds: [tia] }]));
  });
});
