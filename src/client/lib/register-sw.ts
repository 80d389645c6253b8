import { Workbox } from 'workbox-window';
import { usePwaStore } from '../stores/pwa-store.ts';

// Loaded on its own after the page (main.tsx), with workbox-window, so neither delays the first paint.

// Never reload twice within 10 seconds, so a broken update cannot loop the page.
const reloadGuardMs = 10_000;
const reloadGuardKey = 'hallway-sw-reloaded-at';

function reloadOnce(): void {
  // A missing or garbled mark reads as NaN, which never blocks the reload.
  const last = Number(sessionStorage.getItem(reloadGuardKey) ?? 0);
  if (Date.now() - last < reloadGuardMs) return;
  sessionStorage.setItem(reloadGuardKey, String(Date.now()));
  window.location.reload();
}

/**
 * Tells the page when the app works offline: at once when a worker is already active, else when
 * the first one has precached the build and taken over. A failed install is tried again online.
 */
function followOfflineReadiness(registration: ServiceWorkerRegistration): void {
  const { setAppOffline } = usePwaStore.getState();
  const follow = (worker: ServiceWorker | null) => {
    if (!worker || registration.active) return;
    setAppOffline('saving');
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') setAppOffline('ready', true);
      else if (worker.state === 'redundant' && !registration.active) setAppOffline('failed');
    });
  };
  if (registration.active) setAppOffline('ready');
  else follow(registration.installing ?? registration.waiting);
  registration.addEventListener('updatefound', () => follow(registration.installing));
  window.addEventListener('online', () => {
    if (usePwaStore.getState().appOffline === 'failed') void registration.update().catch(() => undefined);
  });
}

/**
 * Registers /sw.js (production only), says when the app works offline, and offers
 * "A new version is available — Reload".
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD) return;
  if (!('serviceWorker' in navigator)) {
    usePwaStore.getState().setAppOffline('failed');
    return;
  }
  const wb = new Workbox('/sw.js', { type: 'module' });
  wb.addEventListener('waiting', () => {
    usePwaStore.getState().setUpdate(() => {
      // The new worker takes over after SKIP_WAITING; reload once it controls the page.
      wb.addEventListener('controlling', reloadOnce);
      wb.messageSkipWaiting();
    });
  });
  const registration = await wb.register().catch((error: unknown) => console.error('Service worker registration failed', error));
  if (registration) followOfflineReadiness(registration);
  else usePwaStore.getState().setAppOffline('failed');
}
