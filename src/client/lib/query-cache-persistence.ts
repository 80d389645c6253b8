import type { QueryClient } from '@tanstack/react-query';
import { buildId } from './build-id.ts';
import { readSavedCacheText } from './saved-query-cache.ts';

// The router starts only after the saved query cache is back, so an offline start reads the
// saved data instead of firing requests that cannot succeed. The persister itself is a chunk of
// its own (lib/persister.ts): with a saved cache it loads before the router starts (offline from
// the service worker's precache); with none (a first visit, a signed-out visitor) the page starts
// at once and the persister loads when the first query appears, to save it.
// buildId stays here, in the first bundle: its content hash changes with every build.
const importPersister = () => import('./persister.ts');

function persistFromFirstQuery(queryClient: QueryClient): void {
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    unsubscribe();
    importPersister()
      .then(({ restoreAndPersist }) => restoreAndPersist(queryClient, null, buildId))
      .catch((error: unknown) => console.error('Could not start saving the query cache', error));
  });
}

/** Resolves when the router may start; never rejects (an unreadable cache means an empty one). */
export async function restoreQueryCache(queryClient: QueryClient): Promise<void> {
  const savedText = await readSavedCacheText();
  if (savedText === null) {
    persistFromFirstQuery(queryClient);
    return;
  }
  try {
    const { restoreAndPersist } = await importPersister();
    await restoreAndPersist(queryClient, savedText, buildId);
  } catch (error) {
    console.error('Could not restore the saved query cache', error);
  }
}
