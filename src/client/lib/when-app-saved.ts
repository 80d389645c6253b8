import { usePwaStore } from '../stores/pwa-store.ts';

/**
 * Resolves once the app itself is no longer being saved for offline use (the first service worker's
 * precache done or failed): on a first visit over a slow link, work that only warms caches (an
 * event's pictures) then leaves the link to what makes the app open offline. At once otherwise.
 */
export function whenAppSaved(): Promise<void> {
  if (usePwaStore.getState().appOffline !== 'saving') return Promise.resolve();
  return new Promise((resolve) => {
    const stop = usePwaStore.subscribe((state) => {
      if (state.appOffline === 'saving') return;
      stop();
      resolve();
    });
  });
}
