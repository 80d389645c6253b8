import { usePwaStore, type InstallPromptEvent } from '../stores/pwa-store.ts';

// Spec §9: never reload twice within 10 seconds, so a broken update cannot loop the page.
const reloadGuardMs = 10_000;
const reloadGuardKey = 'hallway-sw-reloaded-at';

function reloadOnce(): void {
  const last = Number(sessionStorage.getItem(reloadGuardKey) ?? 0);
  if (Date.now() - last < reloadGuardMs) return;
  sessionStorage.setItem(reloadGuardKey, String(Date.now()));
  window.location.reload();
}

/**
 * Registers /sw.js (production only) and offers "A new version is available — Reload".
 * workbox-window loads on its own, after the page, so it never delays the first paint.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
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

/** Keeps the browser's install offer so an Install button can use it later. */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    usePwaStore.getState().setInstallPrompt(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => usePwaStore.getState().setInstallPrompt(null));
}
