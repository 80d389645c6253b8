import { describe, expect, it, vi } from 'vitest';
import { createIdbOutboxStore } from '#client/offline/outbox-store.ts';
import { outboxOps } from '#client/outbox-registry.ts';
import { fakeServer, freshStore, makeOutbox, otherAccount, scan, staff, trpcError } from './outbox-fakes.ts';

const opts = (summary: string, accountId = staff) => ({ summary, accountId });

describe('the outbox drain', () => {
  it('sends oldest first, batching consecutive entries of the same op and keeping the order across ops', async () => {
    const server = fakeServer();
    const { store } = freshStore();
    const outbox = makeOutbox({ store, client: server.client, isOnline: () => false });
    for (const key of ['key-0001', 'key-0002', 'key-0003']) await outbox.enqueue('checkIn.record', scan(key), opts(`Check-in ${key}`));
    await outbox.enqueue('checkIn.undo', { idempotencyKey: 'undo-0001', eventId: scan('x').eventId, accountId: staff, undoneAt: 2 }, opts('Undo'));
    await outbox.enqueue('checkIn.record', scan('key-0004'), opts('Check-in 4'));
    await outbox.enqueue('connection.create', { idempotencyKey: 'conn-0001', code: 'HW1:x', scannedAt: 3, eventId: null }, opts('Connection'));
    await outbox.enqueue('checkIn.record', scan('key-0005'), opts('Check-in 5'));
    await outbox.settled();
    expect(server.calls).toEqual([]); // offline: nothing tried

    const online = makeOutbox({ store, client: server.client });
    await online.kick();
    expect(server.calls).toEqual([
      { path: 'checkIn.record', keys: ['key-0001', 'key-0002', 'key-0003'] },
      { path: 'checkIn.undo', keys: ['undo-0001'] },
      { path: 'checkIn.record', keys: ['key-0004'] },
      { path: 'connection.create', keys: ['conn-0001'] },
      { path: 'checkIn.record', keys: ['key-0005'] },
    ]);
    expect((await store.read()).entries).toEqual([]);
  });

  it('sends the queue when the network comes back while a drain is finding it gone (the online event is not lost)', async () => {
    const server = fakeServer();
    const { store } = freshStore();
    let online = false;
    const outbox = makeOutbox({
      store,
      client: server.client,
      isOnline: () => {
        if (online) return true;
        // The `online` event arrives just as this drain has seen the network gone.
        online = true;
        queueMicrotask(() => void outbox.kick());
        return false;
      },
    });
    await outbox.enqueue('checkIn.record', scan('key-0001'), opts('Check-in 1'));
    await outbox.settled();
    expect(server.calls).toEqual([{ path: 'checkIn.record', keys: ['key-0001'] }]);
    expect((await store.read()).entries).toEqual([]);
  });

  it('loads nothing while offline: the ops (a lazy chunk) load with the drain that the return of the network starts', async () => {
    const server = fakeServer();
    const { store } = freshStore();
    let online = false;
    let loads = 0;
    const network = new EventTarget();
    const outbox = makeOutbox({
      store,
      client: server.client,
      online: network,
      isOnline: () => online,
      ops: async () => {
        loads += 1;
        // A chunk fetched with no network fails (and Firefox keeps the failure for the page).
        if (!online) throw new Error('the ops chunk could not be fetched');
        return outboxOps;
      },
    });
    outbox.start();
    await outbox.enqueue('checkIn.record', scan('key-0001'), opts('Check-in 1'));
    await outbox.settled();
    expect(loads).toBe(0);
    expect(outbox.getSnapshot().entries).toHaveLength(1);

    online = true;
    network.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(server.calls).toEqual([{ path: 'checkIn.record', keys: ['key-0001'] }]));
    expect(loads).toBe(1);
    outbox.stop();
  });

  it('says when the ops cannot be loaded with a network (Firefox keeps the failure: a reload sends the queue), and stops saying it once they load', async () => {
    const server = fakeServer();
    const { store } = freshStore();
    let chunkLoads = true;
    const outbox = makeOutbox({
      store,
      client: server.client,
      ops: async () => {
        if (!chunkLoads) throw new TypeError('error loading dynamically imported module');
        return outboxOps;
      },
    });
    chunkLoads = false;
    await outbox.enqueue('checkIn.record', scan('key-0001'), opts('Check-in 1'));
    await outbox.settled();
    expect(outbox.getSnapshot().opsUnavailable).toBe(true);
    expect((await store.read()).entries).toHaveLength(1); // kept, not dropped

    chunkLoads = true;
    await outbox.kick();
    expect(server.calls).toEqual([{ path: 'checkIn.record', keys: ['key-0001'] }]);
    expect(outbox.getSnapshot().opsUnavailable).toBe(false);
  });

  it('splits a long queue into batches of at most maxBatch (100 check-ins per request)', async () => {
    const server = fakeServer();
    const { store } = freshStore();
    const outbox = makeOutbox({ store, client: server.client, isOnline: () => false });
    for (let i = 0; i < 250; i++) await outbox.enqueue('checkIn.record', scan(`key-${String(i).padStart(4, '0')}`), opts(`#${i}`));
    await makeOutbox({ store, client: server.client }).kick();
    expect(server.calls.map((call) => call.keys.length)).toEqual([100, 100, 50]);
    expect(server.calls.flatMap((call) => call.keys)).toEqual(Array.from({ length: 250 }, (_, i) => `key-${String(i).padStart(4, '0')}`));
  });

  it('removes accepted and duplicate entries, keeps rejected ones as failed with the reason, and stores the report', async () => {
    const server = fakeServer();
    server.seen.add('key-dup1');
    server.rejectKeys.add('key-bad1');
    const { store, dbName } = freshStore();
    const outbox = makeOutbox({ store, client: server.client, isOnline: () => false });
    const results: unknown[] = [];
    outbox.subscribeResults('checkIn.record', (batch) => results.push(...batch.map((r) => r.outcome)));
    await outbox.enqueue('checkIn.record', scan('key-new1'), opts('Check-in: Ada Lovelace'));
    await outbox.enqueue('checkIn.record', scan('key-dup1'), opts('Check-in: Ada Lovelace'));
    await outbox.enqueue('checkIn.record', scan('key-bad1'), opts('Check-in: Ada Lovelace'));
    const drainer = makeOutbox({ store, client: server.client });
    drainer.subscribeResults('checkIn.record', (batch) => results.push(...batch.map((r) => r.outcome)));
    await drainer.kick();

    expect(results).toEqual(['accepted', 'duplicate', 'rejected']);
    const { entries, reports } = await createIdbOutboxStore(dbName).read(); // as a reload reads it
    expect(entries).toEqual([expect.objectContaining({ idempotencyKey: 'key-bad1', state: 'failed', lastError: { code: 'REJECTED', message: 'Not registered for this event' } })]);
    expect(reports).toHaveLength(1);
    expect(reports[0]!.totals).toEqual({ accepted: 1, duplicate: 1, rejected: 1 });
    expect(reports[0]!.items.map((item) => [item.outcome, item.message])).toEqual([
      // The summary names the person; the message says only what happened (issue 31, item 2).
      ['accepted', 'Checked in'],
      ['duplicate', 'Already checked in at 09:12 by Gate B'],
      ['rejected', 'Not registered for this event'],
    ]);
  });

  it('stops an entry the server refuses for good (FORBIDDEN) and shows it, then goes on with the next', async () => {
    const server = fakeServer();
    server.failWith((path) => (path === 'checkIn.undo' ? trpcError('FORBIDDEN', 'Only organizers can undo a check-in') : null));
    const { store } = freshStore();
    const outbox = makeOutbox({ store, client: server.client, isOnline: () => false });
    await outbox.enqueue('checkIn.undo', { idempotencyKey: 'undo-0001', eventId: scan('x').eventId, accountId: staff, undoneAt: 2 }, opts('Undo: Ada'));
    await outbox.enqueue('checkIn.record', scan('key-0001'), opts('Check-in'));
    await makeOutbox({ store, client: server.client }).kick();
    const { entries } = await store.read();
    expect(entries).toEqual([expect.objectContaining({ op: 'checkIn.undo', state: 'failed', lastError: { code: 'FORBIDDEN', message: 'Only organizers can undo a check-in' } })]);
    expect(server.calls.map((call) => call.path)).toEqual(['checkIn.undo', 'checkIn.record']);
  });

  it('narrows a refused batch (BAD_REQUEST) down to the bad entry, so the good ones still go', async () => {
    const server = fakeServer();
    server.failWith((_path, keys) => (keys.includes('key-bad1') ? trpcError('BAD_REQUEST', 'Invalid scan') : null));
    const { store } = freshStore();
    const outbox = makeOutbox({ store, client: server.client, isOnline: () => false });
    for (const key of ['key-0001', 'key-bad1', 'key-0002', 'key-0003']) await outbox.enqueue('checkIn.record', scan(key), opts(key));
    await makeOutbox({ store, client: server.client }).kick();
    expect([...server.seen].sort()).toEqual(['key-0001', 'key-0002', 'key-0003']);
    expect((await store.read()).entries).toEqual([expect.objectContaining({ idempotencyKey: 'key-bad1', state: 'failed' })]);
  });

  it('keeps an entry pending and counts the attempt on a network error (TypeError from fetch)', async () => {
    const server = fakeServer();
    server.failWith(() => new TypeError('Failed to fetch'));
    const { store } = freshStore();
    const outbox = makeOutbox({ store, client: server.client, isOnline: () => false });
    await outbox.enqueue('checkIn.record', scan('key-0001'), opts('Check-in'));
    await makeOutbox({ store, client: server.client }).kick();
    expect((await store.read()).entries).toEqual([expect.objectContaining({ state: 'pending', attempts: 1, lastError: { code: 'NETWORK', message: 'Could not reach the server.' } })]);
  });

  it('pauses on UNAUTHORIZED: the entries stay, nothing more is sent until someone asks', async () => {
    const server = fakeServer();
    server.failWith(() => trpcError('UNAUTHORIZED'));
    const { store } = freshStore();
    const outbox = makeOutbox({ store, client: server.client, isOnline: () => false });
    await outbox.enqueue('checkIn.record', scan('key-0001'), opts('Check-in'));
    await outbox.enqueue('checkIn.record', scan('key-0002'), opts('Check-in'));
    const drainer = makeOutbox({ store, client: server.client });
    await drainer.kick();
    expect(drainer.getSnapshot().paused).toBe(true);
    expect((await store.read()).entries.map((entry) => [entry.state, entry.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
    ]);
    await drainer.kick();
    expect(server.calls).toHaveLength(1);
    server.failWith(null);
    await drainer.resume(); // signed in again
    expect((await store.read()).entries).toEqual([]);
  });

  it('sends only the signed-in account’s entries', async () => {
    const server = fakeServer();
    const { store } = freshStore();
    const outbox = makeOutbox({ store, client: server.client, isOnline: () => false });
    await outbox.enqueue('checkIn.record', scan('key-othr'), opts('Theirs', otherAccount));
    await outbox.enqueue('checkIn.record', scan('key-mine'), opts('Mine'));
    await makeOutbox({ store, client: server.client }).kick();
    expect(server.calls.flatMap((call) => call.keys)).toEqual(['key-mine']);
    expect((await store.read()).entries).toEqual([expect.objectContaining({ accountId: otherAccount, state: 'pending' })]);

    const signedOut = makeOutbox({ store, client: server.client, accountId: () => null });
    await signedOut.kick();
    expect(server.calls).toHaveLength(1);
  });

  it('retries a failed entry on request and discards on request', async () => {
    const server = fakeServer();
    server.rejectKeys.add('key-0001');
    const { store } = freshStore();
    const outbox = makeOutbox({ store, client: server.client });
    const refused = await outbox.enqueue('checkIn.record', scan('key-0001'), opts('One'));
    await outbox.settled();
    expect(outbox.getSnapshot().entries).toEqual([expect.objectContaining({ id: refused.id, state: 'failed' })]);

    server.rejectKeys.clear(); // say the roster was fixed on the server
    await outbox.retryEntry(refused.id);
    await outbox.settled();
    expect((await store.read()).entries).toEqual([]);

    server.rejectKeys.add('key-0002');
    const second = await outbox.enqueue('checkIn.record', scan('key-0002'), opts('Two'));
    await outbox.settled();
    await outbox.discardEntry(second.id);
    expect(outbox.getSnapshot().entries).toEqual([]);
    expect((await store.read()).entries).toEqual([]);
  });
});
