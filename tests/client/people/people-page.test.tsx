import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Person } from '#shared/contracts/people.ts';
import { eventRoleGrants } from '#shared/rules/permissions.ts';
import { PeoplePage } from '#client/features/people/components/people-page.tsx';
import { useAlertsStore } from '#client/stores/alerts-store.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { makeAccount, makeEvent } from '../helpers/factories.ts';
import { renderWithFakeTrpc } from '../helpers/fake-trpc.tsx';

const eventId = '5eed0000-0000-4000-8000-000000000001';
const me = makeAccount({ id: '5eed0000-0000-4000-8000-0000000000b1', email: 'olivia@example.test' });

function person(overrides: Partial<Person>): Person {
  return {
    id: '5eed0000-0000-4000-8000-0000000000c1',
    kind: 'invitation',
    accountId: null,
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    role: 'attendee',
    ticketType: 'General',
    status: 'PENDING',
    createdAt: 1_795_000_000,
    ...overrides,
  };
}

function fakeServer() {
  let people: Person[] = [
    person({}),
    person({ id: '5eed0000-0000-4000-8000-0000000000c2', kind: 'member', accountId: '5eed0000-0000-4000-8000-0000000000b2', email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper', role: 'speaker', status: 'MEMBER' }),
    person({ id: '5eed0000-0000-4000-8000-0000000000c3', kind: 'member', accountId: me.id, email: me.email, firstName: 'Olivia', lastName: 'Organizer', role: 'organizer', ticketType: '', status: 'MEMBER' }),
  ];
  return {
    people: () => people,
    handlers: {
      'event.byId': () => makeEvent({ id: eventId, viewerPermissions: [...eventRoleGrants.organizer] }),
      'people.list': () => ({ items: people, total: people.length }),
      'people.changeRole': (input: unknown) => {
        const { personId, role } = input as { personId: string; role: Person['role'] };
        people = people.map((p) => (p.id === personId ? { ...p, role } : p));
        return people.find((p) => p.id === personId);
      },
      'people.remove': (input: unknown) => {
        people = people.filter((p) => p.id !== (input as { personId: string }).personId);
        return { ok: true };
      },
    },
  };
}

const row = (text: string) => screen.getAllByRole('listitem').find((item) => item.textContent?.includes(text)) as HTMLElement;

describe('the people console', () => {
  beforeEach(() => useSessionStore.getState().setAccount(me));
  afterEach(() => {
    useSessionStore.getState().clear();
    useAlertsStore.getState().clear();
  });

  it('lists who joined and who is invited, with role, ticket and state; your own row cannot be changed here', async () => {
    await renderWithFakeTrpc(() => <PeoplePage eventId={eventId} search={{}} />, fakeServer().handlers);
    await screen.findByRole('list', { name: 'People' });
    expect(screen.getByText('3 in total: people who joined and people invited.')).toBeTruthy();
    expect(row('ada@example.com').textContent).toMatch(/Ada Lovelace.*Invited.*General/);
    expect(row('grace@example.com').textContent).toMatch(/Joined/);
    expect(within(row('grace@example.com')).getByRole('combobox', { name: 'Role for Grace Hopper' })).toHaveProperty('value', 'speaker');
    expect(row(me.email).textContent).toMatch(/\(you\)/);
    expect(within(row(me.email)).queryByRole('combobox')).toBeNull();
    expect(within(row(me.email)).queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('changes a role and says so', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    await renderWithFakeTrpc(() => <PeoplePage eventId={eventId} search={{}} />, server.handlers);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role for Ada Lovelace' }), 'staff');
    await waitFor(() => expect(server.people()[0]?.role).toBe('staff'));
    await waitFor(() => expect(useAlertsStore.getState().alerts.map((alert) => alert.title)).toContain('Ada Lovelace is now door staff'));
  });

  it('removes only after the confirmation, and Cancel keeps the person', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    await renderWithFakeTrpc(() => <PeoplePage eventId={eventId} search={{}} />, server.handlers);
    await user.click(await screen.findByRole('button', { name: 'Remove Grace Hopper' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Remove Grace Hopper?' });
    expect(dialog.textContent).toMatch(/leave Northern Lights Summit at once/);
    // Cancel has the focus: Enter on a stray key press removes nobody.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.people()).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Remove Grace Hopper' }));
    dialog = screen.getByRole('alertdialog', { name: 'Remove Grace Hopper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('grace@example.com')).toBeNull());
    expect(server.people().map((p) => p.email)).toEqual(['ada@example.com', me.email]);
  });

  it('opens the invite form and the CSV import as labelled panels', async () => {
    const user = userEvent.setup();
    await renderWithFakeTrpc(() => <PeoplePage eventId={eventId} search={{}} />, fakeServer().handlers);
    const invite = await screen.findByRole('button', { name: 'Invite someone' });
    expect(invite.getAttribute('aria-expanded')).toBe('false');
    await user.click(invite);
    expect(invite.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('form', { name: 'Invite one person' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    expect(screen.getByRole('region', { name: 'Import people from a CSV file' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Invite one person' })).toBeNull();
  });
});
