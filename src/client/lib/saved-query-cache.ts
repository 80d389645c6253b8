import { del, get } from 'idb-keyval';
import { keyvalStore } from './idb-write-now.ts';

// The query cache is saved in IndexedDB (idb-keyval), so pages opened once online still show
// their data offline. This module is the part the first bundle needs: how long saved data
// lives, reading the saved text and forgetting it. Restoring and saving (TanStack's persister,
// hydration and the cache's schema) load as a chunk of their own: lib/query-cache-persistence.ts.
export const persistedCacheKey = 'hallway-query-cache';
export const persistMaxAgeMs = 7 * 24 * 60 * 60 * 1000;
const readTimeoutMs = 3000;

/** The saved cache as text; null when nothing is saved, or IndexedDB is blocked or too slow. */
export async function readSavedCacheText(): Promise<string | null> {
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), readTimeoutMs));
  try {
    const value = await Promise.race([get<unknown>(persistedCacheKey, keyvalStore()), timeout]);
    // Anything else is not ours to read: the schema refuses it and the persister deletes it.
    return value === undefined || value === null || value === '' ? null : String(value);
  } catch {
    return null;
  }
}

export async function clearPersistedCache(): Promise<void> {
  try {
    await del(persistedCacheKey, keyvalStore());
  } catch (error) {
    console.error('Could not clear the saved query cache', error);
  }
}
