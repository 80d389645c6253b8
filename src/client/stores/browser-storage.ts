// Where the browser blocks storage (some private modes, cookies switched off), merely reading
// `window.localStorage` throws. Everything that reads saved state goes through here, so such a
// browser starts with defaults instead of a blank page.
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function getLocalStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** storage.getItem, or null when there is no storage or reading it fails. */
export function readStoredText(storage: Pick<Storage, 'getItem'> | null | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** JSON.parse that answers undefined for text that is not JSON. */
export function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
