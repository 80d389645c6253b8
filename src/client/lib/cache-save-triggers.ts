import type { QueryCacheNotifyEvent, QueryClient } from '@tanstack/react-query';

// The persister writes on a throttle (at most once a second). A page closed or frozen inside
// that second, or an offline reload just after a screen drew, would find nothing saved, so
// these moments save at once: the page being hidden or left (the last chance a phone gives
// before it freezes or kills the tab) and the first answer of a query (a screen just drew).
// Leaving a page saves only when something changed since the last save: the cache as restored
// is already what is saved, and writing it again (serializing every query, then IndexedDB) would
// keep the old page busy while the next one waits to start.

export interface SaveTriggerTargets {
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

/** A query's first successful answer: it had no data before (restored queries already count one). */
function isFirstAnswer(event: QueryCacheNotifyEvent): boolean {
  return event.type === 'updated' && event.action.type === 'success' && event.query.state.dataUpdateCount === 1;
}

/** Cache notes that do not change what is saved: a fetch starting, pausing, resuming, or one failed try. */
const unsavedActions = new Set(['fetch', 'pause', 'continue', 'failed']);

/** Whether a cache note may change the saved cache (anything but an observer or a fetch's progress). */
function changesSavedCache(event: QueryCacheNotifyEvent): boolean {
  if (event.type === 'added' || event.type === 'removed') return true;
  return event.type === 'updated' && !unsavedActions.has(event.action.type);
}

/**
 * Calls `saveNow` when the page is hidden or left, unless it is kept in the back/forward cache (if the cache changed since the last save: the
 * cache is taken as saved when this starts, just restored or just saved), and once after queries
 * first answer (several answering together save once). Returns the function that stops listening.
 */
export function installSaveTriggers(queryClient: QueryClient, saveNow: () => void, targets: SaveTriggerTargets): () => void {
  let queued = false;
  let changed = false;
  const save = () => {
    changed = false;
    saveNow();
  };
  const saveSoon = () => {
    if (queued) return;
    queued = true;
    // After the current batch of cache notifications, so answers arriving together save once.
    queueMicrotask(() => {
      queued = false;
      save();
    });
  };
  const saveIfChanged = () => {
    if (changed) save();
  };
  // A page kept in the back/forward cache (pagehide with `persisted`) is frozen with whatever it
  // starts then: in WebKit a readwrite transaction frozen half-way keeps idb-keyval's store shut
  // for the next page of ours, which then never restores its cache nor finishes signing in (seen
  // in WebKitGTK, issue 34; Safari's is the same engine). Such a page keeps its memory, so it
  // writes nothing until it is shown again; `visibilitychange` comes right after pagehide.
  let keptInPageCache = false;
  const onPageHide = (event: Event) => {
    if ((event as PageTransitionEvent).persisted === true) {
      keptInPageCache = true;
      return;
    }
    saveIfChanged();
  };
  const onPageShow = () => {
    keptInPageCache = false;
  };
  const onHidden = () => {
    if (targets.document.visibilityState === 'hidden' && !keptInPageCache) saveIfChanged();
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (changesSavedCache(event)) changed = true;
    if (isFirstAnswer(event)) saveSoon();
  });
  // Paused mutations are saved with the queries (TanStack's dehydrate): any change counts.
  const unsubscribeMutations = queryClient.getMutationCache().subscribe(() => {
    changed = true;
  });
  targets.window.addEventListener('pagehide', onPageHide);
  targets.window.addEventListener('pageshow', onPageShow);
  targets.document.addEventListener('visibilitychange', onHidden);
  return () => {
    unsubscribe();
    unsubscribeMutations();
    targets.window.removeEventListener('pagehide', onPageHide);
    targets.window.removeEventListener('pageshow', onPageShow);
    targets.document.removeEventListener('visibilitychange', onHidden);
  };
}
