import { del, set } from 'idb-keyval';
import { keyvalStore } from './idb-write-now.ts';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { parsePersistedClient } from './persisted-client-schema.ts';
import { persistMaxAgeMs, persistedCacheKey, readSavedCacheText } from './saved-query-cache.ts';
import { installSaveTriggers } from './cache-save-triggers.ts';
import { serializeWhenIdle } from './when-idle.ts';

// TanStack's async persister over idb-keyval (the sync persister cannot write to IndexedDB and
// is deprecated upstream). Loaded on its own by lib/query-cache-persistence.ts.

/** Only finished, successful queries are worth keeping; a query may opt out with meta.persist=false. */
export function shouldPersistQuery(query: Query): boolean {
  return query.state.status === 'success' && query.meta?.persist !== false;
}

/** Persist options whose first read answers the text the first bundle already read. */
export function createPersistOptions(queryClient: QueryClient, savedText: string | null, buster: string): PersistQueryClientOptions {
  let alreadyRead = savedText;
  const storage = {
    getItem: async () => {
      const text = alreadyRead ?? (await readSavedCacheText());
      alreadyRead = null;
      return text;
    },
    setItem: (_key: string, value: string) => set(persistedCacheKey, value, keyvalStore()),
    removeItem: () => del(persistedCacheKey, keyvalStore()),
  };
  const dehydrateOptions = { shouldDehydrateQuery: shouldPersistQuery };
  // The throttled saves turn the whole cache into text at an idle moment, from the cache as it is
  // then: made at once, that work (long on a slow phone with a big session) would land in
  // the middle of live updates; and a save that waited must not write older data over a newer
  // one made meanwhile (cache-save-triggers.ts).
  const serialize = (client: PersistedClient) => serializeWhenIdle(() => ({ ...client, timestamp: Date.now(), clientState: dehydrate(queryClient, dehydrateOptions) }));
  const persister = createAsyncStoragePersister({ storage, key: persistedCacheKey, throttleTime: 1000, serialize, deserialize: parsePersistedClient });
  return { queryClient, persister, maxAge: persistMaxAgeMs, buster, dehydrateOptions };
}

/**
 * The same options with an unthrottled writer, for the moments that cannot wait for the throttle
 * (cache-save-triggers.ts). Its writes still never overlap, and each writes the cache as it is then.
 */
export function immediateSaveOptions(options: PersistQueryClientOptions): PersistQueryClientOptions {
  const storage = { getItem: readSavedCacheText, setItem: (_key: string, value: string) => set(persistedCacheKey, value, keyvalStore()), removeItem: () => del(persistedCacheKey, keyvalStore()) };
  return { ...options, persister: createAsyncStoragePersister({ storage, key: persistedCacheKey, throttleTime: 0 }) };
}

/**
 * Restores the saved text (when there is one) into the query client, then saves every change.
 * A saved cache that is too old, from another build (buster) or malformed is deleted instead.
 */
export async function restoreAndPersist(queryClient: QueryClient, savedText: string | null, buster: string): Promise<() => void> {
  const options = createPersistOptions(queryClient, savedText, buster);
  if (savedText !== null) {
    await persistQueryClientRestore(options).catch((error: unknown) => console.warn('The saved query cache was discarded', error));
  }
  const unsubscribe = persistQueryClientSubscribe(options);
  const immediate = immediateSaveOptions(options);
  const saveNow = () => void persistQueryClientSave(immediate).catch((error: unknown) => console.warn('Could not save the query cache', error));
  const stopTriggers = typeof window === 'undefined' ? () => undefined : installSaveTriggers(queryClient, saveNow, { window, document });
  // Queries that settled while this module loaded are saved now, not at the next change.
  if (savedText === null) saveNow();
  return () => {
    unsubscribe();
    stopTriggers();
  };
}
