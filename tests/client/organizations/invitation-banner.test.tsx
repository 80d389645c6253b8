import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InvitationBanner } from '#client/features/organizations/components/invitation-banner.tsx';
import { useSessionStore } from '#client/stores/session-store.ts';
import { makeAccount } from '../helpers/factories.ts';
import { renderWithFakeTrpc, serverError } from '../helpers/fake-trpc.tsx';

const token = 'kuvD4-_mr1RPgtMFIgD35a8Q25zDFw5i6wf7r7Y6g94';
const invitation = {
  id: '5eed0000-0000-4000-8000-0000000000d1',
  organizationId: '5eed0000-0000-4000-8000-0000000000e1',
  organizationHandle: 'harbour-makers',
  organizationName: 'Harbour Makers',
  email: 'colin@example.com',
  role: 'admin',
  status: 'PENDING',
  createdAt: 1_795_000_000,
  expiresAt: 1_796_000_000,
};
const organization = { id: invitation.organizationId, handle: 'harbour-makers', name: 'Harbour Makers', description: '', logo: null, myRole: 'admin' };

function render(overrides: Record<string, unknown> = {}, extra: Record<string, (input: unknown) => unknown> = {}) {
  return renderWithFakeTrpc(() => <InvitationBanner token={token} handle="harbour-makers" />, {
    'organization.invitationByToken': () => ({ ...invitation, ...overrides }),
    ...extra,
  });
}

describe('an organization invitation', () => {
  afterEach(() => useSessionStore.getState().clear());

  it('signed out: who invites, as what, and sign in or register to come back here', async () => {
    await render();
    expect(await screen.findByRole('heading', { name: 'You are invited to join Harbour Makers as admin' })).toBeTruthy();
    const back = encodeURIComponent(`/org/harbour-makers?invitation=${token}`);
    expect(screen.getByRole('link', { name: 'Sign in to answer' }).getAttribute('href')).toBe(`/sign-in?redirectTo=${back}`);
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(`/register?redirectTo=${back}`);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('signed in as the invited email: Accept sends the token', async () => {
    const user = userEvent.setup();
    useSessionStore.getState().setAccount(makeAccount({ email: 'colin@example.com' }));
    const { calls } = await render({}, { 'organization.acceptInvitation': () => organization });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(calls.some((call) => call.path === 'organization.acceptInvitation')).toBe(true));
    expect(calls.find((call) => call.path === 'organization.acceptInvitation')?.input).toEqual({ token });
  });

  it('signed in as someone else: says so, and offers another account instead of Accept', async () => {
    useSessionStore.getState().setAccount(makeAccount({ email: 'dana@example.test' }));
    await render();
    expect(await screen.findByText('You are signed in as dana@example.test. Sign in as colin@example.com to answer this invitation.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with another account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('an expired invitation, and a link that does not work, say so', async () => {
    const expired = await render({ status: 'EXPIRED' });
    expect(await screen.findByText('This invitation has expired. Ask for a new one.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expired.unmount();
    await renderWithFakeTrpc(() => <InvitationBanner token={token} handle="harbour-makers" />, {
      'organization.invitationByToken': () => {
        throw serverError('NOT_FOUND', 'This invitation link is not valid. Ask for a new one.');
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch('This invitation link does not work');
    expect(alert.textContent).toMatch('This invitation link is not valid. Ask for a new one.');
  });
});
