import { createStore, get, set, type UseStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { committingAtOnce, keyvalStore } from '#client/lib/idb-write-now.ts';

// A write must be committed in the task that makes it: a page WebKit freezes in its back/forward
// cache before its event loop comes round again would otherwise hold the store shut (issue 34).

describe('stores that commit at once', () => {
  it('writes the value where idb-keyval reads it, in its default store and in a store of its own', async () => {
    await set('hallway-query-cache', '{"clientState":{}}', keyvalStore());
    expect(await get('hallway-query-cache')).toBe('{"clientState":{}}');
    const packs = committingAtOnce(createStore('idb-write-now-test', 'packs'));
    await set('account:event:meta', { savedAt: 1 }, packs);
    expect(await get('account:event:meta', packs)).toEqual({ savedAt: 1 });
  });

  it('commits right after its request, in the same callback, not on a later turn', async () => {
    const steps: string[] = [];
    const transaction = {
      oncomplete: null as (() => void) | null,
      onabort: null,
      onerror: null,
      commit() {
        steps.push('commit');
        queueMicrotask(() => transaction.oncomplete?.());
      },
    };
    const objectStore = {
      transaction,
      put(value: unknown, key: IDBValidKey) {
        steps.push(`put ${String(key)}=${String(value)}`);
      },
    };
    const store: UseStore = (mode, callback) => {
      steps.push(mode);
      const result = callback(objectStore as unknown as IDBObjectStore);
      steps.push('callback returned');
      return result as Promise<never>;
    };
    await set('key', 'value', committingAtOnce(store));
    expect(steps).toEqual(['readwrite', 'put key=value', 'commit', 'callback returned']);
  });
});
