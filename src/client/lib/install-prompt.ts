import { usePwaStore, type InstallPromptEvent } from '../stores/pwa-store.ts';

/** Keeps the browser's install offer so an Install button can use it later (listen early: it comes early). */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    usePwaStore.getState().setInstallPrompt(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => usePwaStore.getState().setInstallPrompt(null));
}
