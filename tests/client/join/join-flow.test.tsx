import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import { JoinFlow } from '#client/features/join/components/join-flow.tsx';
import { displayCode, joinHref, joinRequestFrom, type JoinRequest } from '#client/features/join/join-request.ts';
import { readRawSearchParam } from '#client/lib/raw-search.ts';
import { renderInRouter } from '../helpers/render-in-router.tsx';
import { makeEvent } from '../helpers/factories.ts';

const token = 'tok_0123456789abcdefghijklmnop';
const byToken: JoinRequest = { kind: 'token', token };
const byCode: JoinRequest = { kind: 'code', code: 'KW7ZGKEX' };
const serverError = (code: string, message: string) => Object.assign(new Error(message), { data: { code } });

interface Options {
  request: JoinRequest | null;
  signedIn?: boolean;
  join?: (request: JoinRequest) => Promise<HallwayEvent>;
}

async function renderFlow({ request, signedIn = true, join = vi.fn(async () => makeEvent()) }: Options) {
  const onJoined = vi.fn();
  const onSwitchAccount = vi.fn();
  const view = await renderInRouter(() => (
    <JoinFlow request={request} signedIn={signedIn} accountEmail="dana@example.test" join={join} onJoined={onJoined} onSwitchAccount={onSwitchAccount} />
  ));
  return { ...view, join, onJoined, onSwitchAccount };
}

describe('reading /join links', () => {
  it('a token wins over a code; neither means the code form', () => {
    expect(joinRequestFrom({ token, code: 'ABCD' })).toEqual(byToken);
    expect(joinRequestFrom({ code: 'ABCD' })).toEqual({ kind: 'code', code: 'ABCD' });
    expect(joinRequestFrom({})).toBeNull();
    expect(joinHref(byCode)).toBe('/join?code=KW7ZGKEX');
    expect(displayCode('kw7z gkex')).toBe('KW7Z-GKEX');
  });

  it('reads codes as written, never as numbers (the router would read "2E345678" as Infinity)', () => {
    expect(readRawSearchParam('?code=2E345678', 'code')).toBe('2E345678');
    expect(readRawSearchParam('?code=23456789', 'code')).toBe('23456789');
    expect(readRawSearchParam('?code=%2223456789%22', 'code')).toBe('23456789');
    expect(readRawSearchParam('?token=a%2Bb', 'token')).toBe('a+b');
    expect(readRawSearchParam('?other=1', 'code')).toBeUndefined();
  });
});

describe('the join page', () => {
  it('without a link asks for a code', async () => {
    await renderFlow({ request: null });
    expect(screen.getByRole('heading', { name: 'Join an event' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Join code' })).toBeTruthy();
  });

  it('signed out with an invitation: sign in or register, then back to this very link', async () => {
    const { join } = await renderFlow({ request: byToken, signedIn: false });
    expect(screen.getByRole('heading', { name: "You're invited" })).toBeTruthy();
    const back = encodeURIComponent(`/join?token=${token}`);
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(`/register?redirectTo=${back}`);
    expect(screen.getByRole('link', { name: 'I already have an account' }).getAttribute('href')).toBe(`/sign-in?redirectTo=${back}`);
    expect(join).not.toHaveBeenCalled();
  });

  it('signed out with a code shows the code it will use', async () => {
    await renderFlow({ request: byCode, signedIn: false });
    expect(screen.getByRole('heading', { name: 'Join with code KW7Z-GKEX' })).toBeTruthy();
  });

  it('signed in: joins once, then hands over the event', async () => {
    const event = makeEvent({ name: 'Harbour Summit' });
    const join = vi.fn(async () => event);
    const { onJoined } = await renderFlow({ request: byToken, join });
    expect(screen.getByText('Joining the event…')).toBeTruthy();
    await waitFor(() => expect(onJoined).toHaveBeenCalledWith(event));
    expect(join).toHaveBeenCalledOnce();
    expect(join).toHaveBeenCalledWith(byToken);
  });

  it('an invitation for another email: the server says so, and the page offers another account', async () => {
    const message = 'This invitation was sent to ada@example.com. Sign in with that email address to use it.';
    const { onSwitchAccount, onJoined } = await renderFlow({ request: byToken, join: vi.fn().mockRejectedValue(serverError('FORBIDDEN', message)) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(message);
    expect(alert.textContent).toMatch('You are signed in as dana@example.test.');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with another account' }));
    expect(onSwitchAccount).toHaveBeenCalledOnce();
    expect(onJoined).not.toHaveBeenCalled();
  });

  it('a used or expired link says so in the server words, with no retry', async () => {
    await renderFlow({ request: byToken, join: vi.fn().mockRejectedValue(serverError('PRECONDITION_FAILED', 'This join link was already used. Ask the organizer for a new one.')) });
    expect((await screen.findByRole('alert')).textContent).toMatch('This join link was already used.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to my events' })).toBeTruthy();
  });

  it('a wrong code offers another try with a new code', async () => {
    await renderFlow({ request: byCode, join: vi.fn().mockRejectedValue(serverError('NOT_FOUND', 'No event has this code. Check it and try again.')) });
    expect((await screen.findByRole('alert')).textContent).toMatch('No event has this code.');
    expect(screen.getByRole('textbox', { name: 'Try another code' })).toBeTruthy();
  });

  it('offline: says so and tries again on request', async () => {
    const join = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(makeEvent());
    const { onJoined } = await renderFlow({ request: byCode, join });
    await screen.findByRole('heading', { name: 'You seem to be offline' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(onJoined).toHaveBeenCalledOnce());
    expect(join).toHaveBeenCalledTimes(2);
  });
});
