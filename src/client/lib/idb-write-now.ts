import { createStore, type UseStore } from 'idb-keyval';

// A write that commits in the same task it starts: the transaction is committed explicitly right
// after its request, rather than when the page's event loop next comes round to it (IndexedDB's
// auto-commit). A page frozen in WebKit's back/forward cache between the two never comes round:
// its transaction stays open and keeps the store shut for every later page of ours (seen in
// WebKitGTK, issue 34: the next page's reads of the event pack never answered). `commit()` is in
// every engine we support; where it is missing the transaction commits as before.

/**
 * The store with every transaction committed as soon as its callback has made its requests. Only
 * for idb-keyval's one-step helpers (get, set, del, delMany, getMany, keys, entries), which make all their
 * requests at once: never for a callback that makes more after awaiting (the outbox's own).
 */
export function committingAtOnce(store: UseStore): UseStore {
  return (mode, callback) =>
    store(mode, (objectStore) => {
      const result = callback(objectStore);
      commitNow(objectStore.transaction);
      return result;
    });
}

let defaultStore: UseStore | null = null;
/** idb-keyval's default database and store ("keyval-store" / "keyval"), committing at once. */
export function keyvalStore(): UseStore {
  defaultStore ??= committingAtOnce(createStore('keyval-store', 'keyval'));
  return defaultStore;
}

/** Commits a transaction whose requests are all made (a no-op where `commit` is missing). */
function commitNow(transaction: IDBTransaction): void {
  transaction.commit?.();
}
