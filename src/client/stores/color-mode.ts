import { useStore } from 'zustand';
import { getLocalStorage } from './browser-storage.ts';
import { createColorModeStore, type ColorModeState } from './color-mode-store.ts';

// The app's one colour-mode store, wired to localStorage, the OS setting and <html>.
export const colorModeStore = createColorModeStore({
  storage: getLocalStorage() ?? undefined,
  matchMedia: typeof window !== 'undefined' && window.matchMedia ? window.matchMedia.bind(window) : undefined,
  root: typeof document === 'undefined' ? undefined : document.documentElement,
});

export function useColorMode<T>(select: (state: ColorModeState) => T): T {
  return useStore(colorModeStore, select);
}
