// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectUnreadCount, useNotificationsStore } from '#client/stores/notifications-store.ts';
import { FakeEventSource } from '../helpers/fake-event-source.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { makeAccount, makeNotification } from '../helpers/factories.ts';

const store = () => useNotificationsStore.getState();
const page = { limit: 50, offset: 0 };

describe('notifications store', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    store().reset();
  });
  afterEach(() => {
    store().reset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts idle, then loads from the stream URL with credentials', () => {
    expect(store().status).toBe('idle');
    store().start();
    expect(store()).toMatchObject({ status: 'loading', loading: true });
    expect(FakeEventSource.latest()).toMatchObject({ url: '/api/notifications/stream', withCredentials: true });
  });

  it('does not open a second stream when started twice', () => {
    store().start();
    store().start();
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('is connected once the stream opens', () => {
    store().start();
    FakeEventSource.latest().emit('open');
    expect(store().status).toBe('connected');
  });

  it('takes the list from the first notifications event, newest first, without deliveredAt', () => {
    store().start();
    FakeEventSource.latest().emit('notifications', {
      items: [
        makeNotification({ id: 'old', createdAt: 1_700_000_000, updatedAt: 1_700_000_000, timestamp: 1_700_000_000, deliveredAt: 1_700_000_001 }),
        makeNotification({ id: 'new', createdAt: 1_700_000_500_000, updatedAt: 1_700_000_600, timestamp: 1_700_000_700 }),
      ],
      total: 2,
      page,
    });
    expect(store()).toMatchObject({ status: 'connected', loading: false, total: 2, lastUpdatedAt: 1_700_000_700 });
    expect(store().items.map((n) => n.id)).toEqual(['new', 'old']);
    expect(store().items[1]).not.toHaveProperty('deliveredAt');
  });

  it('merges a notification.updated into the list', () => {
    store().start();
    const source = FakeEventSource.latest();
    source.emit('notifications', { items: [makeNotification({ id: 'a' })], total: 1, page });
    source.emit('notification.updated', makeNotification({ id: 'a', read: true, deliveredAt: 5 }));
    source.emit('notification.updated', makeNotification({ id: 'b', createdAt: 1_800_000_000 }));
    expect(store().items.map((n) => [n.id, n.read])).toEqual([
      ['b', false],
      ['a', true],
    ]);
  });

  it('ignores events whose data does not match the contract', () => {
    store().start();
    FakeEventSource.latest().emit('notifications', { items: 'nope' });
    expect(store()).toMatchObject({ status: 'loading', items: [] });
  });

  it('on an error event becomes disconnected, clears the list and stops loading', () => {
    store().start();
    const source = FakeEventSource.latest();
    source.emit('notifications', { items: [makeNotification()], total: 1, page });
    source.emit('notifications.error');
    expect(store()).toMatchObject({ status: 'disconnected', loading: false, items: [], total: 0 });
  });

  it('treats a connection error the same way', () => {
    store().start();
    FakeEventSource.latest().emit('error');
    expect(store()).toMatchObject({ status: 'disconnected', loading: false, items: [] });
  });

  it('stop closes the stream', () => {
    store().start();
    const source = FakeEventSource.latest();
    store().stop();
    expect(source.closed).toBe(true);
    expect(store().loading).toBe(false);
  });

  it('reset stops the stream, clears the list and the last update time', () => {
    store().start();
    const source = FakeEventSource.latest();
    source.emit('notifications', { items: [makeNotification()], total: 1, page });
    store().reset();
    expect(source.closed).toBe(true);
    expect(store()).toMatchObject({ status: 'idle', loading: false, items: [], total: 0, lastUpdatedAt: null });
    // Events from the closed stream no longer count.
    source.emit('notifications', { items: [makeNotification()], total: 1, page });
    expect(store().items).toEqual([]);
  });

  it('mark read sends PATCH with credentials, then merges read=true', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    useNotificationsStore.setState({ items: [makeNotification({ id: 'x/1' }), makeNotification({ id: 'y' })] });
    await store().markRead('x/1');
    expect(fetchMock).toHaveBeenCalledWith('/api/notifications/x%2F1/read', { method: 'PATCH', credentials: 'include' });
    expect(store().items.map((n) => n.read)).toEqual([true, false]);
  });

  it('mark all read sends every unread one, at most 4 at a time', async () => {
    const pending: Array<() => void> = [];
    let mostAtOnce = 0;
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          pending.push(() => resolve(new Response(null, { status: 204 })));
          mostAtOnce = Math.max(mostAtOnce, pending.length);
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    useNotificationsStore.setState({ items: Array.from({ length: 10 }, (_, index) => makeNotification({ id: `n${index}`, read: index === 9 })) });
    store().markAllRead();
    for (let answered = 1; answered <= 9; answered++) {
      await vi.waitFor(() => expect(pending.length).toBeGreaterThan(0));
      pending.shift()!();
      await vi.waitFor(() => expect(store().items.filter((n) => n.read)).toHaveLength(1 + answered));
    }
    expect(fetchMock).toHaveBeenCalledTimes(9);
    expect(mostAtOnce).toBe(4);
  });

  it('a failed mark read is only logged', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 500 })));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    useNotificationsStore.setState({ items: [makeNotification({ id: 'x' })] });
    await store().markRead('x');
    expect(error).toHaveBeenCalled();
    expect(store().items[0]?.read).toBe(false);
  });

  it('counts unread as neither read nor archived', () => {
    useNotificationsStore.setState({
      items: [makeNotification({ id: '1' }), makeNotification({ id: '2', read: true }), makeNotification({ id: '3', archive: true }), makeNotification({ id: '4' })],
    });
    expect(selectUnreadCount(store())).toBe(2);
  });

  it('ignores a notification.updated whose data is malformed or not JSON', () => {
    store().start();
    const source = FakeEventSource.latest();
    source.emit('notifications', { items: [makeNotification({ id: 'a' })], total: 1, page });
    source.emit('notification.updated', { id: 'b', read: 'yes' });
    source.emitRaw('notification.updated', '{not json');
    expect(store().items.map((n) => n.id)).toEqual(['a']);
  });

  it('keeps the list when a newer tab takes the stream’s place, and opens a stream again once the tab is looked at', () => {
    useSessionStore.setState({ authenticated: true, account: makeAccount() });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    store().start();
    const replaced = FakeEventSource.latest();
    replaced.emit('notifications', { items: [makeNotification({ id: 'kept' })], total: 1, page });
    replaced.emit('notifications.closed', { reason: 'replaced' });
    expect(replaced.closed).toBe(true);
    expect(store()).toMatchObject({ status: 'disconnected', loading: false, total: 1 });
    expect(store().items.map((n) => n.id)).toEqual(['kept']);

    document.dispatchEvent(new Event('visibilitychange')); // still hidden: nothing
    expect(FakeEventSource.instances).toHaveLength(1);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(store().status).toBe('loading');
    document.dispatchEvent(new Event('visibilitychange')); // already live: no third stream
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('resets the stream when the session ends (sign-out anywhere)', () => {
    useSessionStore.setState({ authenticated: true, account: makeAccount() });
    store().start();
    const source = FakeEventSource.latest();
    source.emit('notifications', { items: [makeNotification()], total: 1, page });
    useSessionStore.setState({ authenticated: false, account: null });
    expect(source.closed).toBe(true);
    expect(store()).toMatchObject({ status: 'idle', items: [] });
  });
});
