import type { InstallPromptEvent } from '../stores/pwa-store.ts';

// Read by the entry (src/client/boot.ts) before any library has loaded, so this imports nothing
// at run time. The browser offers installation once, early; where the app starts later (at idle)
// the offer is held here until the app's own listener (lib/install-prompt.ts) takes over.

let held: InstallPromptEvent | null = null;

const hold = (event: Event) => {
  // Kept for the app's Install button instead of the browser's own mini-infobar.
  event.preventDefault();
  held = event as InstallPromptEvent;
};
const forget = () => {
  held = null;
};

export function holdInstallPrompt(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', hold);
  win.addEventListener('appinstalled', forget);
}

/** The offer that came before the app started, if any; from here on the app listens itself. */
export function takeHeldInstallPrompt(win: Window = window): InstallPromptEvent | null {
  win.removeEventListener('beforeinstallprompt', hold);
  win.removeEventListener('appinstalled', forget);
  const taken = held;
  held = null;
  return taken;
}
