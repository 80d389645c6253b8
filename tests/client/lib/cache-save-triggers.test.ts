import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { installSaveTriggers, type SaveTriggerTargets } from '#client/lib/cache-save-triggers.ts';

interface FakeTargets extends SaveTriggerTargets {
  window: SaveTriggerTargets['window'] & EventTarget;
  document: SaveTriggerTargets['document'] & EventTarget & { visibilityState: DocumentVisibilityState };
  visibilityState: DocumentVisibilityState;
}

function fakeTargets(): FakeTargets {
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  return {
    window: new EventTarget(),
    document: doc,
    get visibilityState() {
      return doc.visibilityState;
    },
    set visibilityState(state) {
      doc.visibilityState = state;
    },
  };
}

const flushMicrotasks = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('saving the query cache at once (not only on the throttle)', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('saves when the page is left (pagehide) after the cache changed, and not again while nothing changed', () => {
    const queryClient = new QueryClient();
    const targets = fakeTargets();
    const saveNow = vi.fn();
    stop = installSaveTriggers(queryClient, saveNow, targets);
    // Just restored (or saved): leaving writes nothing.
    targets.window.dispatchEvent(new Event('pagehide'));
    expect(saveNow).not.toHaveBeenCalled();
    queryClient.setQueryData(['events'], ['Northern Lights Summit']);
    saveNow.mockClear();
    targets.window.dispatchEvent(new Event('pagehide'));
    expect(saveNow).toHaveBeenCalledTimes(1);
    targets.window.dispatchEvent(new Event('pagehide'));
    expect(saveNow).toHaveBeenCalledTimes(1);
  });

  it('writes nothing while the page goes into the back/forward cache, and saves again once shown', () => {
    const queryClient = new QueryClient();
    const targets = fakeTargets();
    const saveNow = vi.fn();
    stop = installSaveTriggers(queryClient, saveNow, targets);
    queryClient.setQueryData(['events'], ['Northern Lights Summit']);
    saveNow.mockClear();
    // Kept in the page cache: pagehide says persisted, and the page turns hidden right after.
    const kept = Object.assign(new Event('pagehide'), { persisted: true });
    targets.window.dispatchEvent(kept);
    targets.visibilityState = 'hidden';
    targets.document.dispatchEvent(new Event('visibilitychange'));
    expect(saveNow).not.toHaveBeenCalled();
    // Shown again from the cache, then left for good: the change waiting since is saved.
    targets.window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    targets.visibilityState = 'visible';
    targets.window.dispatchEvent(new Event('pagehide'));
    expect(saveNow).toHaveBeenCalledTimes(1);
  });

  it('counts an invalidated query, a removed one and a mutation as changes', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['me'], { name: 'Ada' });
    const targets = fakeTargets();
    const saveNow = vi.fn();
    stop = installSaveTriggers(queryClient, saveNow, targets);
    const leave = () => targets.window.dispatchEvent(new Event('pagehide'));
    await queryClient.invalidateQueries({ queryKey: ['me'], refetchType: 'none' });
    leave();
    expect(saveNow).toHaveBeenCalledTimes(1);
    queryClient.removeQueries({ queryKey: ['me'] });
    leave();
    expect(saveNow).toHaveBeenCalledTimes(2);
    await queryClient.getMutationCache().build(queryClient, { mutationFn: () => Promise.resolve('ok') }).execute(undefined);
    leave();
    expect(saveNow).toHaveBeenCalledTimes(3);
    leave();
    expect(saveNow).toHaveBeenCalledTimes(3);
  });

  it('saves when the page becomes hidden after a change, not when it becomes visible again', () => {
    const queryClient = new QueryClient();
    const targets = fakeTargets();
    const saveNow = vi.fn();
    stop = installSaveTriggers(queryClient, saveNow, targets);
    queryClient.setQueryData(['events'], ['Northern Lights Summit']);
    saveNow.mockClear();
    targets.visibilityState = 'visible';
    targets.document.dispatchEvent(new Event('visibilitychange'));
    expect(saveNow).not.toHaveBeenCalled();
    targets.visibilityState = 'hidden';
    targets.document.dispatchEvent(new Event('visibilitychange'));
    expect(saveNow).toHaveBeenCalledTimes(1);
  });

  it('saves right after a query first answers, once for answers arriving together', async () => {
    const queryClient = new QueryClient();
    const saveNow = vi.fn();
    stop = installSaveTriggers(queryClient, saveNow, fakeTargets());
    await Promise.all([
      queryClient.fetchQuery({ queryKey: ['events'], queryFn: () => Promise.resolve(['Northern Lights Summit']) }),
      queryClient.fetchQuery({ queryKey: ['me'], queryFn: () => Promise.resolve({ name: 'Ada' }) }),
    ]);
    await flushMicrotasks();
    expect(saveNow).toHaveBeenCalled();
    expect(saveNow.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('leaves later answers of the same query to the throttled writer', async () => {
    const queryClient = new QueryClient();
    const saveNow = vi.fn();
    stop = installSaveTriggers(queryClient, saveNow, fakeTargets());
    await queryClient.fetchQuery({ queryKey: ['events'], queryFn: () => Promise.resolve(1) });
    await flushMicrotasks();
    saveNow.mockClear();
    await queryClient.fetchQuery({ queryKey: ['events'], queryFn: () => Promise.resolve(2), staleTime: 0 });
    await flushMicrotasks();
    expect(queryClient.getQueryData(['events'])).toBe(2);
    expect(saveNow).not.toHaveBeenCalled();
  });

  it('a pending or failed query saves nothing at once', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const saveNow = vi.fn();
    stop = installSaveTriggers(queryClient, saveNow, fakeTargets());
    await queryClient.fetchQuery({ queryKey: ['events'], queryFn: () => Promise.reject(new Error('offline')) }).catch(() => undefined);
    await flushMicrotasks();
    expect(saveNow).not.toHaveBeenCalled();
  });

  it('stops listening when asked', () => {
    const targets = fakeTargets();
    const saveNow = vi.fn();
    installSaveTriggers(new QueryClient(), saveNow, targets)();
    targets.window.dispatchEvent(new Event('pagehide'));
    targets.visibilityState = 'hidden';
    targets.document.dispatchEvent(new Event('visibilitychange'));
    expect(saveNow).not.toHaveBeenCalled();
  });
});
