import { renderHook } from '@testing-library/react';
import type * as classic from 'zod';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { liveMessageSchema as contractMessage } from '#shared/contracts/live.ts';
import { liveMessageSchema } from '#client/stores/live-message-schema.ts';
import { useLiveMessages } from '#client/lib/live/use-live-messages.ts';
import { useNotificationsStore } from '#client/stores/notifications-store.ts';
import { FakeEventSource } from '../helpers/fake-event-source.ts';
import { useFakeNotificationStream } from '../helpers/fake-notification-stream.ts';

const store = () => useNotificationsStore.getState();
const message = (eventId: string, topic: string, key: string, data: unknown) => ({ eventId, topic, key, data });

function listen(eventId: string | null, topic: 'polls' | 'questions' = 'polls') {
  const onMessage = vi.fn();
  const onResync = vi.fn();
  const hook = renderHook(({ id }) => useLiveMessages(id, topic, { onMessage, onResync }), { initialProps: { id: eventId } });
  return { onMessage, onResync, hook };
}

describe('useLiveMessages', () => {
  useFakeNotificationStream();

  it('passes on the messages of its event and topic only, on the one notification stream', () => {
    const { onMessage } = listen('event-1');
    const source = FakeEventSource.latest();
    source.emit('live', message('event-1', 'polls', 'poll-1', { votes: 3 }));
    source.emit('live', message('event-2', 'polls', 'poll-1', { votes: 4 }));
    source.emit('live', message('event-1', 'questions', 'q', { votes: 5 }));
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith({ key: 'poll-1', data: { votes: 3 } });
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('drops malformed envelopes and unknown topics without throwing', () => {
    const { onMessage } = listen('event-1');
    const source = FakeEventSource.latest();
    source.emitRaw('live', 'not json');
    source.emit('live', { eventId: 'event-1', topic: 'polls' });
    source.emit('live', message('event-1', 'weather', 'k', 1));
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('asks for a resync once each (re)connected stream has joined (its first list), and when the server lost messages', () => {
    const { onResync } = listen('event-1');
    const source = FakeEventSource.latest();
    const list = { items: [], total: 0 };
    source.emit('open');
    // Open is not joined yet: a refetch now could miss a change announced before the join.
    expect(onResync).not.toHaveBeenCalled();
    source.emit('notifications', list);
    expect(onResync).toHaveBeenCalledTimes(1);
    source.emit('notifications', list);
    expect(onResync).toHaveBeenCalledTimes(1);
    source.emit('error');
    source.emit('open');
    source.emit('notifications.error', { message: 'Could not load notifications' });
    expect(onResync).toHaveBeenCalledTimes(2);
    source.emit('live.resync', {});
    expect(onResync).toHaveBeenCalledTimes(3);
  });

  it('stops on unmount, follows a new event id, and listens to nothing without one', () => {
    const { onMessage, hook } = listen(null);
    const source = FakeEventSource.latest();
    source.emit('live', message('event-1', 'polls', 'a', 1));
    expect(onMessage).not.toHaveBeenCalled();
    hook.rerender({ id: 'event-2' });
    source.emit('live', message('event-1', 'polls', 'a', 1));
    source.emit('live', message('event-2', 'polls', 'b', 2));
    expect(onMessage.mock.calls).toEqual([[{ key: 'b', data: 2 }]]);
    hook.unmount();
    source.emit('live', message('event-2', 'polls', 'c', 3));
    expect(onMessage).toHaveBeenCalledTimes(1);
  });

  it('keeps the notification list working alongside', () => {
    listen('event-1');
    const source = FakeEventSource.latest();
    source.emit('live', message('event-1', 'polls', 'poll-1', {}));
    source.emit('notifications', { items: [], total: 0, page: { limit: 50, offset: 0 } });
    expect(store()).toMatchObject({ status: 'connected', total: 0 });
  });

  it('checks the envelope as the shared contract does', () => {
    expectTypeOf<ReturnType<typeof liveMessageSchema.parse>>().toEqualTypeOf<classic.output<typeof contractMessage>>();
    for (const sample of [
      message('e', 'polls', 'k', null),
      message('e', 'posts', 'k', { a: 1 }),
      message('e', 'nope', 'k', 1),
      { eventId: 'e', topic: 'polls', key: 1, data: 1 },
      { topic: 'polls', key: 'k', data: 1 },
      'live',
    ]) {
      expect(liveMessageSchema.safeParse(sample).success, JSON.stringify(sample)).toBe(contractMessage.safeParse(sample).success);
    }
  });
});
