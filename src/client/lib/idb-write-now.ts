import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';

// A write that commits in the same task it starts: the transaction is committed explicitly right
// after its request, rather than when the page's event loop next comes round to it (IndexedDB's
// auto-commit). A page frozen in WebKit's back/forward cache between the two never comes round:
// its transaction stays open and keeps the store shut for every later page of ours (seen in
// WebKitGTK, issue 34: the next page's reads of the event pack never answered). `commit()` is in
// every engine we support; where it is missing the transaction commits as before.

let defaultStore: UseStore | null = null;
/** idb-keyval's default database and store ("keyval-store" / "keyval"), which its get/set use. */
function keyvalStore(): UseStore {
  defaultStore ??= createStore('keyval-store', 'keyval');
  return defaultStore;
}

/** idb-keyval's `set`, committed at once. */
export function setNow(key: IDBValidKey, value: unknown, store: UseStore = keyvalStore()): Promise<void> {
  return store('readwrite', (objectStore) => {
    objectStore.put(value, key);
    commitNow(objectStore.transaction);
    return promisifyRequest(objectStore.transaction);
  });
}

/** Commits a transaction whose requests are all made (a no-op where `commit` is missing). */
export function commitNow(transaction: IDBTransaction): void {
  transaction.commit?.();
}
