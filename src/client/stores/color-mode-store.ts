import * as z from 'zod/mini';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { colorModeStorageKey } from '#shared/rules/color-mode-script.ts';
import { readStoredText } from './browser-storage.ts';

// Colour mode: a stored preference (light, dark, system); system follows the OS
// and its changes; a page may force light or dark; forcing 'system' is refused.
export const colorPreferences = ['light', 'dark', 'system'] as const;
export type ColorPreference = (typeof colorPreferences)[number];
type ColorValue = 'light' | 'dark';

export interface ColorModeState {
  preference: ColorPreference;
  value: ColorValue;
  /** True while the OS setting could not be read (no matchMedia). */
  unknown: boolean;
  forced: ColorValue | null;
  setPreference: (preference: ColorPreference) => void;
  /** Force a mode for the current page; null lifts it and restores the preference. */
  force: (mode: ColorPreference | null | undefined) => void;
}

export interface ColorModeEnv {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  matchMedia?: (query: string) => MediaQueryList;
  root?: HTMLElement;
  warn?: (message: string) => void;
}

const darkQuery = '(prefers-color-scheme: dark)';

// Stored as the bare word (light, dark, system), read back through a schema: anything else,
// or storage that cannot be read, means 'system'.
const storedPreference = z.catch(z.enum(colorPreferences), 'system');

function readPreference(storage: ColorModeEnv['storage']): ColorPreference {
  return storedPreference.parse(readStoredText(storage, colorModeStorageKey));
}

export function createColorModeStore(env: ColorModeEnv = {}): StoreApi<ColorModeState> {
  const { storage, root, warn = console.warn } = env;
  const media = env.matchMedia?.(darkQuery);
  let systemDark = media?.matches ?? false;

  const resolve = (preference: ColorPreference, forced: ColorValue | null): ColorValue =>
    forced ?? (preference === 'system' ? (systemDark ? 'dark' : 'light') : preference);

  const store = createStore<ColorModeState>()((setState, getState) => ({
    // The stored choice is set just below, not here: this first state is what the HTML rendered
    // at build time shows (no storage there), and zustand hands the initial state to a render that
    // hydrates such HTML, so the two agree; the stored choice follows straight after.
    preference: 'system',
    value: 'light',
    unknown: !media,
    forced: null,
    setPreference: (preference) => {
      try {
        storage?.setItem(colorModeStorageKey, preference);
      } catch {
        // Blocked storage: the choice holds for this visit only.
      }
      setState({ preference, value: resolve(preference, getState().forced) });
    },
    force: (mode) => {
      if (mode === 'system') {
        warn('A page cannot force the "system" colour mode; keeping the current mode.');
        return;
      }
      const forced = mode ?? null;
      setState({ forced, value: resolve(getState().preference, forced) });
    },
  }));

  const preference = readPreference(storage);
  store.setState({ preference, value: resolve(preference, null) });
  media?.addEventListener('change', (event) => {
    systemDark = event.matches;
    const { preference, forced } = store.getState();
    store.setState({ value: resolve(preference, forced) });
  });

  if (root) {
    const apply = ({ value }: ColorModeState) => {
      root.classList.toggle('dark', value === 'dark');
      root.style.colorScheme = value;
    };
    apply(store.getState());
    store.subscribe(apply);
  }
  return store;
}
