import { create } from 'zustand';

// What the service worker and the browser told us: whether the app works offline yet, a waiting
// update, an install offer.
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * Whether this device can open the app with no network: `unknown` until the page has asked (and in
 * development, where there is no worker); `saving` while the first worker precaches the build;
 * `failed` when that install failed or the browser refused the worker (it is tried again online).
 */
export type AppOffline = 'unknown' | 'saving' | 'ready' | 'failed';

export interface PwaState {
  appOffline: AppOffline;
  /** The app became ready offline during this visit (the moment is announced once). */
  appOfflineJustNow: boolean;
  setAppOffline: (state: AppOffline, justNow?: boolean) => void;
  dismissAppOfflineNews: () => void;
  updateReady: boolean;
  applyUpdate: (() => void) | null;
  installPrompt: InstallPromptEvent | null;
  setUpdate: (apply: () => void) => void;
  dismissUpdate: () => void;
  setInstallPrompt: (event: InstallPromptEvent | null) => void;
}

export const usePwaStore = create<PwaState>()((setState) => ({
  appOffline: 'unknown',
  appOfflineJustNow: false,
  setAppOffline: (appOffline, justNow = false) => setState({ appOffline, appOfflineJustNow: justNow }),
  dismissAppOfflineNews: () => setState({ appOfflineJustNow: false }),
  updateReady: false,
  applyUpdate: null,
  installPrompt: null,
  setUpdate: (apply) => setState({ updateReady: true, applyUpdate: apply }),
  dismissUpdate: () => setState({ updateReady: false }),
  setInstallPrompt: (installPrompt) => setState({ installPrompt }),
}));
