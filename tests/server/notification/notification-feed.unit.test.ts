import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyNotificationChanges } from '#server/services/notifications/apply-notification-changes.ts';
import { createInProcessBus } from '#server/services/notifications/notification-bus.ts';
import { createNotificationFeed, type FeedPush } from '#server/services/notifications/notification-feed.ts';
import { createStreamRegistry, type HeldStream } from '#server/services/notifications/stream-registry.ts';
import type { AppNotification } from '#shared/contracts/notification.ts';

const accountId = randomUUID();

function notification(id: string, overrides: Partial<AppNotification> = {}): AppNotification {
  return { id, read: false, archive: false, createdAt: 1, updatedAt: 1, timestamp: 1, deliveredAt: null, topicName: 'welcome', payload: null, ...overrides };
}

describe('the notification feed', () => {
  // Only the coalescing timer is faked: the in-process bus delivers on a microtask.
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => void vi.useRealTimers());

  it('turns a burst of messages for one account into one read and one push per stream', async () => {
    const bus = createInProcessBus();
    const read = vi.fn(async (_account: string, ids: string[]) => ids.map((id) => notification(id)));
    const feed = createNotificationFeed({ bus, read, coalesceMs: 150, onReadError: () => {} });
    const pushes: FeedPush[][] = [[], [], []];
    pushes.forEach((into) => feed.subscribe(accountId, (push) => into.push(push)));

    for (const id of ['a', 'b', 'c']) await bus.publish({ type: 'created', accountId, notificationId: randomUUIDFor(id) });
    await bus.publish({ type: 'updated', accountId, notificationId: randomUUIDFor('old') });
    await vi.advanceTimersByTimeAsync(149);
    expect(read).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    expect(read).toHaveBeenCalledTimes(1);
    expect(read.mock.calls[0]![1]).toHaveLength(4);
    for (const received of pushes) {
      expect(received).toHaveLength(1);
      const [push] = received;
      expect(push?.ok && push.changes.created.map((item) => item.id)).toEqual(['a', 'b', 'c'].map(randomUUIDFor));
      expect(push?.ok && push.changes.updated.map((item) => item.id)).toEqual([randomUUIDFor('old')]);
    }
  });

  it('tells the streams when the changes could not be read', async () => {
    const bus = createInProcessBus();
    const onReadError = vi.fn();
    const feed = createNotificationFeed({ bus, read: () => Promise.reject(new Error('database down')), coalesceMs: 150, onReadError });
    const pushes: FeedPush[] = [];
    feed.subscribe(accountId, (push) => pushes.push(push));
    await bus.publish({ type: 'created', accountId, notificationId: randomUUID() });
    await vi.advanceTimersByTimeAsync(150);
    expect(pushes).toEqual([{ ok: false }]);
    expect(onReadError).toHaveBeenCalledTimes(1);
  });

  it('stops listening to the bus once the account’s last stream leaves', async () => {
    const bus = createInProcessBus();
    const subscribe = vi.spyOn(bus, 'subscribe');
    const read = vi.fn(async () => []);
    const feed = createNotificationFeed({ bus, read, coalesceMs: 150, onReadError: () => {} });
    const leaveA = feed.subscribe(accountId, () => {});
    const leaveB = feed.subscribe(accountId, () => {});
    expect(subscribe).toHaveBeenCalledTimes(1);
    leaveA();
    leaveB();
    await bus.publish({ type: 'created', accountId, notificationId: randomUUID() });
    await vi.advanceTimersByTimeAsync(500);
    expect(read).not.toHaveBeenCalled();
  });
});

describe('applying changes to a page already sent', () => {
  const page = { limit: 3, offset: 0 };

  it('puts new notifications on top, counts them, replaces changed ones and keeps the page size', () => {
    const list = { items: [notification('x'), notification('y'), notification('z')], total: 5, page };
    const next = applyNotificationChanges(list, { created: [notification('new')], updated: [notification('y', { read: true })] });
    expect(next.items.map((item) => [item.id, item.read])).toEqual([
      ['new', false],
      ['x', false],
      ['y', true],
    ]);
    expect(next.total).toBe(6);
  });

  it('does not count a new notification twice when the page already holds it', () => {
    const list = { items: [notification('new'), notification('x')], total: 2, page };
    const next = applyNotificationChanges(list, { created: [notification('new', { read: true })], updated: [] });
    expect(next).toEqual({ items: [notification('new', { read: true }), notification('x')], total: 2, page });
  });
});

describe('the stream registry', () => {
  const held = (account: string, address: string) => ({ accountId: account, address, evict: vi.fn() }) satisfies HeldStream;

  it('closes the account’s oldest stream when it opens one more than its cap', () => {
    const registry = createStreamRegistry({ perAccount: 2, perAddress: 0 });
    const [a, b, c] = [held('one', '10.0.0.1'), held('one', '10.0.0.2'), held('one', '10.0.0.3')];
    for (const stream of [a, b, c]) expect(registry.admit(stream).admitted).toBe(true);
    expect(a.evict).toHaveBeenCalledTimes(1);
    expect(b.evict).not.toHaveBeenCalled();
    expect(registry.countForAccount('one')).toBe(2);
  });

  it('refuses a stream beyond the cap of its address, unless closing the account’s oldest frees a place there', () => {
    const registry = createStreamRegistry({ perAccount: 1, perAddress: 2 });
    const first = registry.admit(held('one', '10.0.0.1'));
    expect(registry.admit(held('two', '10.0.0.1')).admitted).toBe(true);
    expect(registry.admit(held('three', '10.0.0.1')).admitted).toBe(false);
    expect(registry.admit(held('one', '10.0.0.1')).admitted).toBe(true); // replaces one's first stream
    if (first.admitted) first.release(); // the replaced stream's own close: harmless
    expect(registry.admit(held('three', '10.0.0.1')).admitted).toBe(false);
  });

  it('turns a cap off at 0', () => {
    const registry = createStreamRegistry({ perAccount: 0, perAddress: 0 });
    for (let i = 0; i < 50; i++) expect(registry.admit(held('one', '10.0.0.1')).admitted).toBe(true);
  });
});

/** Stable uuids named after a letter, so expectations read. */
const named = new Map<string, string>();
function randomUUIDFor(name: string): string {
  if (!named.has(name)) named.set(name, randomUUID());
  return named.get(name) as string;
}
