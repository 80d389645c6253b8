// Which pages (clients) are in the offline preview, as they told the worker (sw/offline-preview.ts).
// Kept in memory for the fetch handler, which must decide at once, and in a small Cache Storage
// entry, since the browser stops an idle worker and a restarted one must still know: until that
// entry is read back, `has` answers null (unknown). Takes its storage and the live-client check as
// arguments, so tests run it in Node.

const previewClientsCacheName = 'hallway-offline-preview-v1';
// An absolute address no request ever asks for (Cache Storage keys are http(s) URLs; a relative one
// would need the worker's location).
const storedKey = 'https://offline-preview.hallway.invalid/clients';

export interface PreviewClients {
  /** true or false once the stored list is read back; null before (the worker just started). */
  has(clientId: string): boolean | null;
  /** Resolves once the stored list is read back. */
  readonly ready: Promise<void>;
  /** Records what a page said; resolves when it is stored (the message event waits for it). */
  set(clientId: string, offline: boolean): Promise<void>;
}

async function readStored(storage: CacheStorage): Promise<string[]> {
  const answer = await (await storage.open(previewClientsCacheName)).match(storedKey);
  const ids: unknown = answer ? await answer.json().catch(() => []) : [];
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/** `isLive`: does a client of this id still exist (a closed tab's id is dropped when the list is next stored). */
export function createPreviewClients(storage: CacheStorage, isLive: (clientId: string) => Promise<boolean>): PreviewClients {
  const offline = new Set<string>();
  // What pages said before the stored list was read back wins over the list.
  const saidMeanwhile = new Map<string, boolean>();
  let loaded = false;
  const ready = readStored(storage)
    .catch(() => [])
    .then((ids) => {
      for (const id of ids) if (!saidMeanwhile.has(id)) offline.add(id);
      loaded = true;
    });

  let writing: Promise<unknown> = Promise.resolve();
  const store = async () => {
    await ready;
    const live = await Promise.all([...offline].map(async (id) => ((await isLive(id).catch(() => true)) ? id : null)));
    for (const id of offline) if (!live.includes(id)) offline.delete(id);
    const cache = await storage.open(previewClientsCacheName);
    await cache.put(storedKey, new Response(JSON.stringify([...offline]), { headers: { 'content-type': 'application/json' } }));
  };

  return {
    ready,
    has: (clientId) => (offline.has(clientId) ? true : loaded ? false : null),
    set(clientId, isOffline) {
      if (!loaded) saidMeanwhile.set(clientId, isOffline);
      if (isOffline) offline.add(clientId);
      else offline.delete(clientId);
      // One write at a time, each with the whole list as it stands.
      writing = writing.then(store, store);
      return writing.then(
        () => undefined,
        () => undefined,
      );
    },
  };
}
