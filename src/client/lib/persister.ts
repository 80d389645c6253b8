import { del, get, set } from 'idb-keyval';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Persister } from '@tanstack/react-query-persist-client';
import type { Query } from '@tanstack/react-query';
import { buildId } from './build-id.ts';

// The query cache lives in IndexedDB (idb-keyval), so pages opened once online still show
// their data offline. The sync persister cannot write to IndexedDB and is deprecated upstream.
export const persistedCacheKey = 'hallway-query-cache';
export const persistMaxAgeMs = 7 * 24 * 60 * 60 * 1000;
/** Queries that must survive offline keep at least this gcTime, or collection would drop them. */
export const offlineGcTimeMs = persistMaxAgeMs;
const restoreTimeoutMs = 3000;

function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms))]);
}

const storage = {
  getItem: (key: string) => withTimeout(get<string>(key), restoreTimeoutMs, undefined).then((value) => value ?? null),
  setItem: (key: string, value: string) => set(key, value),
  removeItem: (key: string) => del(key),
};

export const queryPersister: Persister = createAsyncStoragePersister({
  storage,
  key: persistedCacheKey,
  throttleTime: 1000,
});

/** Only finished, successful queries are worth keeping; a query may opt out with meta.persist=false. */
export function shouldPersistQuery(query: Query): boolean {
  return query.state.status === 'success' && query.meta?.persist !== false;
}

export const persistOptions = {
  persister: queryPersister,
  maxAge: persistMaxAgeMs,
  buster: buildId,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
};

export async function clearPersistedCache(): Promise<void> {
  try {
    await queryPersister.removeClient();
  } catch (error) {
    console.error('Could not clear the saved query cache', error);
  }
}
