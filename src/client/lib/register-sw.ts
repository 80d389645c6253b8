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

/** Registers /sw.js (production only) and offers "A new version is available — Reload". */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { type: 'module' });
  wb.addEventListener('waiting', () => {
    usePwaStore.getState().setUpdate(() => {
      // The new worker takes over after SKIP_WAITING; reload once it controls the page.
      wb.addEventListener('controlling', reloadOnce);
      wb.messageSkipWaiting();
    });
  });
  await wb.register().catch((error: unknown) => console.error('Service worker registration failed', error));
}
