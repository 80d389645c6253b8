import { cutNetwork, restoreNetwork } from './network-cut.ts';
import { tellServiceWorker } from './tell-service-worker.ts';
import { beginOfflinePreview, endOfflinePreview, markPreviewOffline, readOfflinePreview, readPreviewRequest } from './preview-state.ts';

// Starting and leaving the offline preview (preview-state.ts keeps where it is, network-cut.ts
// does the cutting). Leaving always works: the state is cleared first, whatever fails after.

/** The live stream opened before the preview is a real EventSource: open it again through the preview's. */
async function reopenLiveStream(): Promise<void> {
  const { useNotificationsStore } = await import('#client/stores/notifications-store.ts');
  const stream = useNotificationsStore.getState();
  if (stream.status === 'idle') return;
  stream.stop();
  stream.start();
}

/** Cuts the network now (after the preparing step, or at once on a reload within the preview). */
export function goOffline(): void {
  markPreviewOffline();
  cutNetwork();
  tellServiceWorker(true);
  void reopenLiveStream().catch((error: unknown) => console.warn('Offline preview: could not reopen the live stream', error));
}

/** Starts a preview of the event: the preparing step runs first (the banner does it, online). */
export function startOfflinePreview(eventId: string): void {
  beginOfflinePreview(eventId);
}

/** Ends the preview: the network is back, queued writes are sent as after any time offline. */
export function leaveOfflinePreview(): void {
  endOfflinePreview();
  try {
    tellServiceWorker(false);
    restoreNetwork();
  } catch (error) {
    // Never stuck: a reload starts without the preview (its state is already gone).
    console.error('Offline preview: could not restore the network, reloading', error);
    location.reload();
  }
}

/**
 * At page start, before anything is fetched (main.tsx imports this first): a `?preview=offline`
 * address starts a preview, `?preview=off` ends one (the parameter is dropped from the address),
 * and a page reloaded within a preview starts offline.
 */
export function applyOfflinePreviewAtStart(): void {
  if (typeof window === 'undefined') return;
  const asked = readPreviewRequest(new URL(location.href));
  if (asked) {
    history.replaceState(history.state, '', asked.cleaned);
    if (asked.start) beginOfflinePreview(asked.start);
    else if (asked.stop) endOfflinePreview();
  }
  if (readOfflinePreview()?.phase === 'offline') {
    cutNetwork();
    tellServiceWorker(true);
  }
}
