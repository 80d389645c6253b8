import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { SiteHeader } from '#client/components/header/site-header.tsx';
import { useSessionStore } from '#client/stores/session-store.ts';
import { useEventStore } from '#client/stores/event-store.ts';
import { useNotificationsStore } from '#client/stores/notifications-store.ts';
import { useUiStore } from '#client/stores/ui-store.ts';
import { renderInRouter } from '../helpers/render-in-router.tsx';
import { makeAccount, makeEvent, makeNotification } from '../helpers/factories.ts';

function signIn() {
  useSessionStore.setState({ authenticated: true, account: makeAccount(), verified: true });
}

describe('site header', () => {
  beforeEach(() => {
    useSessionStore.setState({ authenticated: false, account: null, verified: false });
    useEventStore.getState().clearActiveEvent();
    useNotificationsStore.setState({ items: [] });
  });
  afterEach(() => useUiStore.getState().reset());

  it('signed out: links to both landing sections, Register and Sign In; the logo goes to /', async () => {
    await renderInRouter(() => <SiteHeader />);
    expect(screen.getAllByRole('link', { name: 'For attendees' })[0]?.getAttribute('href')).toBe('/#for-attendees');
    expect(screen.getAllByRole('link', { name: 'For organizers' })[0]?.getAttribute('href')).toBe('/#for-organizers');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/sign-in');
    expect(screen.getByRole('link', { name: /home$/ }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
  });

  it('signed out: does not load the signed-in tools at all', async () => {
    await renderInRouter(() => <SiteHeader />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'My QR code' })).toBeNull();
  });

  it('signed in without an active event: Discover, QR code, bell, account menu; the logo goes to /events', async () => {
    signIn();
    await renderInRouter(() => <SiteHeader />, '/events?filter=upcoming');
    // The signed-in tools are their own chunk (a signed-out visitor never loads them).
    expect((await screen.findByRole('link', { name: 'Discover' })).getAttribute('href')).toBe('/events?filter=upcoming');
    expect(screen.getByRole('link', { name: 'My QR code' }).getAttribute('href')).toBe('/me/code');
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account menu' }).getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.getByRole('link', { name: /your events$/ }).getAttribute('href')).toBe('/events?filter=upcoming');
    expect(screen.queryByRole('button', { name: 'Open event menu' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('signed in with an active event: no Discover, a hamburger, and the logo goes to the event', async () => {
    signIn();
    const event = makeEvent();
    useEventStore.getState().setActiveEvent(event);
    await renderInRouter(() => <SiteHeader />, `/event/${event.id}`);
    await screen.findByRole('button', { name: 'Account menu' });
    expect(screen.queryByRole('link', { name: 'Discover' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open event menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: /event home$/ }).getAttribute('href')).toBe(`/event/${event.id}`);
  });

  it('hides the unread badge at 0 and shows the count above 0', async () => {
    signIn();
    useNotificationsStore.setState({ items: [makeNotification({ id: 'a', read: true }), makeNotification({ id: 'b', archive: true })] });
    const view = await renderInRouter(() => <SiteHeader />);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    view.unmount();

    useNotificationsStore.setState({ items: [makeNotification({ id: 'a' }), makeNotification({ id: 'c' }), makeNotification({ id: 'b', archive: true })] });
    await renderInRouter(() => <SiteHeader />);
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(screen.getByTestId('unread-badge').textContent).toBe('2');
  });
});
