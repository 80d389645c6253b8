import type { QueryCacheNotifyEvent, QueryClient } from '@tanstack/react-query';

// The persister writes on a throttle (at most once a second). A page closed or frozen inside
// that second, or an offline reload just after a screen drew, would find nothing saved, so
// these moments save at once: the page being hidden or left (the last chance a phone gives
// before it freezes or kills the tab) and the first answer of a query (a screen just drew).

export interface SaveTriggerTargets {
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

/** A query's first successful answer: it had no data before (restored queries already count one). */
export function isFirstAnswer(event: QueryCacheNotifyEvent): boolean {
  return event.type === 'updated' && event.action.type === 'success' && event.query.state.dataUpdateCount === 1;
}

/**
 * Calls `saveNow` when the page is hidden or left, and once after queries first answer (several
 * answering together save once). Returns the function that stops listening.
 */
export function installSaveTriggers(queryClient: QueryClient, saveNow: () => void, targets: SaveTriggerTargets): () => void {
  let queued = false;
  const saveSoon = () => {
    if (queued) return;
    queued = true;
    // After the current batch of cache notifications, so answers arriving together save once.
    queueMicrotask(() => {
      queued = false;
      saveNow();
    });
  };
  const onHidden = () => {
    if (targets.document.visibilityState === 'hidden') saveNow();
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (isFirstAnswer(event)) saveSoon();
  });
  targets.window.addEventListener('pagehide', saveNow);
  targets.document.addEventListener('visibilitychange', onHidden);
  return () => {
    unsubscribe();
    targets.window.removeEventListener('pagehide', saveNow);
    targets.document.removeEventListener('visibilitychange', onHidden);
  };
}
