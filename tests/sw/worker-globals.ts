// What Workbox expects of a service worker's global scope, for running the worker's strategies in
// Node: `self`, `caches` (an in-memory CacheStorage), ExtendableEvent, quiet dev logs. Import it
// before any sw/ module (Workbox's logger reads `self` when it loads).
import { FakeCacheStorage } from './fake-cache-storage.ts';

export class FakeExtendableEvent extends Event {
  readonly promises: Array<Promise<unknown>> = [];
  constructor(type = 'fetch') {
    super(type);
  }
  waitUntil(promise: Promise<unknown>): void {
    this.promises.push(promise);
  }
  /** Waits for everything the handlers passed to waitUntil, including what those added meanwhile. */
  async settled(): Promise<void> {
    let seen = 0;
    while (seen < this.promises.length) {
      const batch = this.promises.slice(seen);
      seen = this.promises.length;
      await Promise.allSettled(batch);
    }
  }
}

const scope = globalThis as Record<string, unknown>;
scope.self ??= globalThis;
scope.__WB_DISABLE_DEV_LOGS = true;
// The worker's own address (Workbox's dev messages resolve URLs against it).
scope.location ??= new URL('https://hallway.test/sw.js');
scope.ExtendableEvent ??= FakeExtendableEvent;
// Workbox checks `options instanceof FetchEvent`; no test passes one.
scope.FetchEvent ??= class FetchEvent extends FakeExtendableEvent {};

/** A fresh, empty CacheStorage as `caches` and `self.caches`. */
export function installFakeCaches(): FakeCacheStorage {
  const storage = new FakeCacheStorage();
  scope.caches = storage;
  return storage;
}
