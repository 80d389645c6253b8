import { describe, expect, it, vi } from 'vitest';
import { createWebLock } from '#client/offline/outbox-lock.ts';
import type { OutboxStore } from '#client/offline/outbox-store.ts';
import { fakeChannelHub, fakeLockManager, fakeServer, freshStore, makeOutbox, scan, staff } from './outbox-fakes.ts';

const opts = { summary: 'Check-in', accountId: staff };

describe('the outbox across crashes and tabs', () => {
  it('resends with the same idempotency keys after a crash between the answer and the delete', async () => {
    const server = fakeServer();
    const { store } = freshStore();
    const writer = makeOutbox({ store, client: server.client, isOnline: () => false });
    const keys = ['key-0001', 'key-0002'];
    for (const key of keys) await writer.enqueue('checkIn.record', scan(key), opts);

    // The tab dies after the server answered, before the entries were removed.
    const crashing: OutboxStore = { ...store, commit: () => Promise.reject(new Error('tab closed')) };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const dying = makeOutbox({ store: crashing, client: server.client });
    await expect(dying.kick()).resolves.toBeUndefined();
    dying.stop();
    expect(logged).toHaveBeenCalledWith('Outbox: the drain failed', expect.any(Error));
    logged.mockRestore();
    expect(server.calls).toEqual([{ path: 'checkIn.record', keys }]);
    expect((await store.read()).entries.map((entry) => entry.idempotencyKey)).toEqual(keys);

    // The page is opened again: a new runner sends the same keys; the server dedupes them.
    const results: string[] = [];
    const reopened = makeOutbox({ store, client: server.client });
    reopened.subscribeResults('checkIn.record', (batch) => results.push(...batch.map((result) => result.outcome)));
    await reopened.kick();
    expect(server.calls).toEqual([
      { path: 'checkIn.record', keys },
      { path: 'checkIn.record', keys },
    ]);
    expect(results).toEqual(['duplicate', 'duplicate']);
    expect((await store.read()).entries).toEqual([]);
  });

  it('lets only one of two tabs send; the other learns of its entries through the channel', async () => {
    const server = fakeServer();
    const { store } = freshStore();
    const locks = fakeLockManager();
    const hub = fakeChannelHub();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = fakeServer();
    const realRecord = slow.client.checkIn.record.mutate;
    // Tab A's first request hangs until the test lets it go, so both tabs are busy at once.
    (slow.client.checkIn.record as { mutate: unknown }).mutate = async (input: Parameters<typeof realRecord>[0]) => {
      await gate;
      return realRecord(input);
    };
    const tabA = makeOutbox({ store, client: slow.client, lock: createWebLock(locks), channel: hub.channel() }).start();
    const tabB = makeOutbox({ store, client: server.client, lock: createWebLock(locks), channel: hub.channel() }).start();
    await Promise.all([tabA.settled(), tabB.settled()]);

    await tabA.enqueue('checkIn.record', scan('key-000a'), opts);
    await tabB.enqueue('checkIn.record', scan('key-000b'), opts);
    await tabB.settled(); // B found the lock taken and did not send
    expect(server.calls).toEqual([]);
    release();
    await tabA.settled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await Promise.all([tabA.settled(), tabB.settled()]);

    expect(server.calls).toEqual([]);
    expect(slow.calls.flatMap((call) => call.keys).sort()).toEqual(['key-000a', 'key-000b']);
    expect((await store.read()).entries).toEqual([]);
    // B's counts follow what A sent.
    expect(tabB.getSnapshot().entries).toEqual([]);
    tabA.stop();
    tabB.stop();
  });
});
