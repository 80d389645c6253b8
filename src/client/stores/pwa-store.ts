import { create } from 'zustand';

// What the service worker and the browser told us: a waiting update, an install offer.
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface PwaState {
  updateReady: boolean;
  applyUpdate: (() => void) | null;
  installPrompt: InstallPromptEvent | null;
  setUpdate: (apply: () => void) => void;
  dismissUpdate: () => void;
  setInstallPrompt: (event: InstallPromptEvent | null) => void;
}

export const usePwaStore = create<PwaState>()((setState) => ({
  updateReady: false,
  applyUpdate: null,
  installPrompt: null,
  setUpdate: (apply) => setState({ updateReady: true, applyUpdate: apply }),
  dismissUpdate: () => setState({ updateReady: false }),
  setInstallPrompt: (installPrompt) => setState({ installPrompt }),
}));
