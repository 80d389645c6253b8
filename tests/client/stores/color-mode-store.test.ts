// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { colorModeStorageKey } from '#shared/rules/color-mode-script.ts';
import { createColorModeStore } from '#client/stores/color-mode-store.ts';
import { createFakeMatchMedia } from '../helpers/fake-match-media.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('colour mode store', () => {
  it('defaults to system and follows the OS setting', () => {
    const media = createFakeMatchMedia(true);
    const store = createColorModeStore({ storage: memoryStorage(), matchMedia: media.matchMedia });
    expect(store.getState().preference).toBe('system');
    expect(store.getState().value).toBe('dark');
    expect(store.getState().unknown).toBe(false);
  });

  it('stores the chosen preference and reads it back in a new store', () => {
    const storage = memoryStorage();
    const media = createFakeMatchMedia(false);
    createColorModeStore({ storage, matchMedia: media.matchMedia }).getState().setPreference('dark');
    expect(storage.values.get(colorModeStorageKey)).toBe('dark');
    const reloaded = createColorModeStore({ storage, matchMedia: media.matchMedia });
    expect(reloaded.getState().preference).toBe('dark');
    expect(reloaded.getState().value).toBe('dark');
  });

  it('starts from system when storage cannot be read (blocked storage throws)', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    const store = createColorModeStore({ storage: blocked, matchMedia: createFakeMatchMedia(false).matchMedia });
    expect(store.getState().preference).toBe('system');
    store.getState().setPreference('dark');
    expect(store.getState().value).toBe('dark');
  });

  it.each(['', ' dark', 'DARK', '{"preference":"dark"}', 'null'])('ignores the stored value %j', (stored) => {
    const store = createColorModeStore({ storage: memoryStorage({ [colorModeStorageKey]: stored }), matchMedia: createFakeMatchMedia(false).matchMedia });
    expect(store.getState().preference).toBe('system');
  });

  it('ignores a stored value that is not a known preference', () => {
    const store = createColorModeStore({ storage: memoryStorage({ [colorModeStorageKey]: 'purple' }), matchMedia: createFakeMatchMedia(false).matchMedia });
    expect(store.getState().preference).toBe('system');
  });

  it('reacts when the OS switches while the preference is system', () => {
    const media = createFakeMatchMedia(false);
    const store = createColorModeStore({ storage: memoryStorage(), matchMedia: media.matchMedia });
    expect(store.getState().value).toBe('light');
    media.setDark(true);
    expect(store.getState().value).toBe('dark');
    media.setDark(false);
    expect(store.getState().value).toBe('light');
  });

  it('does not follow the OS when the preference is explicit', () => {
    const media = createFakeMatchMedia(false);
    const store = createColorModeStore({ storage: memoryStorage({ [colorModeStorageKey]: 'light' }), matchMedia: media.matchMedia });
    media.setDark(true);
    expect(store.getState().value).toBe('light');
  });

  it('lets a page force a mode and restores the preference when the page is left', () => {
    const media = createFakeMatchMedia(false);
    const store = createColorModeStore({ storage: memoryStorage({ [colorModeStorageKey]: 'light' }), matchMedia: media.matchMedia });
    store.getState().force('dark');
    expect(store.getState()).toMatchObject({ forced: 'dark', value: 'dark', preference: 'light' });
    media.setDark(false);
    expect(store.getState().value).toBe('dark');
    store.getState().force(null);
    expect(store.getState()).toMatchObject({ forced: null, value: 'light' });
  });

  it('refuses to force "system" with a console warning and keeps the current mode', () => {
    const warn = vi.fn();
    const store = createColorModeStore({ storage: memoryStorage(), matchMedia: createFakeMatchMedia(false).matchMedia, warn });
    store.getState().force('dark');
    store.getState().force('system');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/system/);
    expect(store.getState()).toMatchObject({ forced: 'dark', value: 'dark' });
  });

  it('warns through console.warn by default', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    createColorModeStore({ storage: memoryStorage(), matchMedia: createFakeMatchMedia(false).matchMedia }).getState().force('system');
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('puts the dark class on the root element and takes it off again', () => {
    const root = document.createElement('html');
    const store = createColorModeStore({ storage: memoryStorage(), matchMedia: createFakeMatchMedia(false).matchMedia, root });
    expect(root.classList.contains('dark')).toBe(false);
    store.getState().setPreference('dark');
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.colorScheme).toBe('dark');
    store.getState().setPreference('light');
    expect(root.classList.contains('dark')).toBe(false);
  });

  it('marks the OS setting unknown when matchMedia is missing', () => {
    const store = createColorModeStore({ storage: memoryStorage() });
    expect(store.getState()).toMatchObject({ unknown: true, value: 'light' });
  });
});
