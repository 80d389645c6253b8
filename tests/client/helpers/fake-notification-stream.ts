import { afterEach, beforeEach, vi } from 'vitest';
import { useNotificationsStore } from '#client/stores/notifications-store.ts';
import { FakeEventSource } from './fake-event-source.ts';

/**
 * For the tests of the enclosing describe: the notifications store starts on a FakeEventSource
 * (`FakeEventSource.latest()` is its one stream, ready for `emit('live', …)`), and is reset after
 * each test. Live messages ride that stream, so every live-update test needs the same set-up.
 */
export function useFakeNotificationStream(): void {
  const store = () => useNotificationsStore.getState();
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    store().reset();
    store().start();
  });
  afterEach(() => {
    store().reset();
    vi.unstubAllGlobals();
  });
}
