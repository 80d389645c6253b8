import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { NotificationsPanel } from '#client/components/notifications/notifications-panel.tsx';
import { useNotificationsStore } from '#client/stores/notifications-store.ts';
import { useUiStore } from '#client/stores/ui-store.ts';
import { renderInRouter } from '../helpers/render-in-router.tsx';
import { makeNotification } from '../helpers/factories.ts';

describe('notifications panel', () => {
  beforeEach(() => {
    // Mark-read requests stay in flight, so what the panel shows on opening stays visible.
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
  });
  afterEach(() => {
    act(() => useUiStore.getState().reset());
    useNotificationsStore.getState().reset();
    vi.unstubAllGlobals();
  });

  it('says so when there are no notifications', async () => {
    await renderInRouter(() => <NotificationsPanel />);
    act(() => useUiStore.getState().openNotifications());
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).getByText('No notifications yet.')).toBeTruthy();
  });

  it('shows a spinner while the stream is loading', async () => {
    useNotificationsStore.setState({ loading: true, items: [] });
    await renderInRouter(() => <NotificationsPanel />);
    act(() => useUiStore.getState().openNotifications());
    expect(screen.getByRole('status', { name: 'Loading notifications' })).toBeTruthy();
  });

  it('lists title, body and a New badge only for unread, unarchived items, and marks them read on opening', async () => {
    useNotificationsStore.setState({
      items: [
        makeNotification({ id: 'a', payload: { title: ' Room change ', body: 'Keynote moved.' } }),
        makeNotification({ id: 'b', read: true, topicName: 'session_feedback', payload: { programTitle: 'Offline-first design' } }),
      ],
    });
    await renderInRouter(() => <NotificationsPanel />);
    act(() => useUiStore.getState().openNotifications());
    const [first, second] = screen.getAllByRole('listitem');
    expect(first?.textContent).toContain('Room change');
    expect(first?.textContent).toContain('New');
    expect(second?.textContent).toContain('Offline-first design');
    expect(second?.textContent).toContain('How would you rate this session?');
    expect(second?.textContent).not.toContain('New');
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toEqual(['/api/notifications/a/read']);
  });

  it('clicking a notification closes the panel and goes to its programme page', async () => {
    useNotificationsStore.setState({ items: [makeNotification({ id: 'a', read: true, payload: { eventId: 'e1', programId: 7 } })] });
    const { router } = await renderInRouter(() => <NotificationsPanel />);
    act(() => useUiStore.getState().openNotifications());
    fireEvent.click(screen.getByRole('button', { name: /Update/ }));
    expect(useUiStore.getState().notificationsOpen).toBe(false);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/event/e1/program/7'));
  });

  it('Escape closes the panel', async () => {
    await renderInRouter(() => <NotificationsPanel />);
    act(() => useUiStore.getState().openNotifications());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(useUiStore.getState().notificationsOpen).toBe(false);
  });
});
