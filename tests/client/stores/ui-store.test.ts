// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '#client/stores/ui-store.ts';
import { useNotificationsStore } from '#client/stores/notifications-store.ts';
import { makeNotification } from '../helpers/factories.ts';

describe('ui store', () => {
  beforeEach(() => {
    useUiStore.getState().reset();
    useNotificationsStore.setState({ items: [] });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
  });
  afterEach(() => {
    useUiStore.getState().reset();
    vi.unstubAllGlobals();
  });

  it('opening the menu locks page scrolling and closing it restores scrolling', () => {
    document.body.style.overflow = 'auto';
    useUiStore.getState().openMenu();
    expect(useUiStore.getState().menuOpen).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    useUiStore.getState().closeMenu();
    expect(useUiStore.getState().menuOpen).toBe(false);
    expect(document.body.style.overflow).toBe('auto');
  });

  it('opening the menu closes the notifications panel', () => {
    useUiStore.getState().openNotifications();
    useUiStore.getState().openMenu();
    expect(useUiStore.getState()).toMatchObject({ menuOpen: true, notificationsOpen: false });
  });

  it('opening the notifications panel closes the menu', () => {
    useUiStore.getState().openMenu();
    useUiStore.getState().openNotifications();
    expect(useUiStore.getState()).toMatchObject({ menuOpen: false, notificationsOpen: true });
  });

  it('toggles the menu', () => {
    useUiStore.getState().toggleMenu();
    expect(useUiStore.getState().menuOpen).toBe(true);
    useUiStore.getState().toggleMenu();
    expect(useUiStore.getState().menuOpen).toBe(false);
  });

  it('opening the panel marks every unread, unarchived notification with an id as read', async () => {
    useNotificationsStore.setState({
      items: [
        makeNotification({ id: 'unread' }),
        makeNotification({ id: 'read', read: true }),
        makeNotification({ id: 'archived', archive: true }),
        makeNotification({ id: '' }),
      ],
    });
    useUiStore.getState().openNotifications();
    await vi.waitFor(() => expect(useNotificationsStore.getState().items.find((n) => n.id === 'unread')?.read).toBe(true));
    const urls = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(urls).toEqual(['/api/notifications/unread/read']);
  });

  it('keeps the sign-in redirect target until reset', () => {
    useUiStore.getState().setSignInRedirect('/event/abc/schedule?filter=all');
    expect(useUiStore.getState().signInRedirect).toBe('/event/abc/schedule?filter=all');
    useUiStore.getState().reset();
    expect(useUiStore.getState().signInRedirect).toBeNull();
  });
});
