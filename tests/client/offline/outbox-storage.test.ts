import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore, entries, set } from 'idb-keyval';
import { idempotencyKeySchema as contractKey } from '#shared/contracts/outbox.ts';
import { OutboxFullError } from '#client/offline/outbox-errors.ts';
import { newIdempotencyKey } from '#client/offline/outbox-ids.ts';
import { createIdbOutboxStore, maxReportItems, mergeReports } from '#client/offline/outbox-store.ts';
import { fakeServer, freshStore, makeOutbox, scan, staff } from './outbox-fakes.ts';

const opts = { summary: 'Check-in', accountId: staff };

describe('outbox storage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('rejects with OutboxFullError when IndexedDB is full, and stores nothing', async () => {
    const server = fakeServer();
    const { store } = freshStore();
    const outbox = makeOutbox({ store, client: server.client });
    await store.read(); // the database exists before the quota runs out
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const attempt = outbox.enqueue('checkIn.record', scan('key-0001'), opts);
    await expect(attempt).rejects.toBeInstanceOf(OutboxFullError);
    await expect(attempt).rejects.toMatchObject({ message: expect.stringMatching(/not recorded/), cause: { name: 'QuotaExceededError' } });
    vi.restoreAllMocks();
    expect((await store.read()).entries).toEqual([]);
    expect(outbox.getSnapshot().entries).toEqual([]);
    await outbox.settled();
    expect(server.calls).toEqual([]);
  });

  it('sets a corrupt record aside and reports it, without stopping the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = fakeServer();
    const { store, dbName } = freshStore();
    const outbox = makeOutbox({ store, client: server.client, isOnline: () => false });
    await outbox.enqueue('checkIn.record', scan('key-0001'), opts);
    const raw = createStore(dbName, 'records');
    await set('entry:0000000000-zzzz-broken', { op: 'checkIn.record', payload: 'half a record' }, raw);
    await set('entry:0000000000-zzzz-newer', { version: 2, anything: 'a newer build wrote this' }, raw);

    const drainer = makeOutbox({ store, client: server.client });
    await drainer.kick();
    await drainer.refresh();
    expect(server.calls.flatMap((call) => call.keys)).toEqual(['key-0001']);
    expect(drainer.getSnapshot().setAside).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('set aside'), expect.any(String));
    const keys = (await entries(raw)).map(([key]) => key).sort();
    // The broken record is kept aside for a person to look at; the newer one is left for its build.
    expect(keys).toEqual(['aside:0000000000-zzzz-broken', 'entry:0000000000-zzzz-newer', 'reports']);
  });

  it('keeps the last reports across a reload, capped, dropping acceptances before rejections', async () => {
    const item = (n: number, outcome: 'accepted' | 'rejected') => ({ entryId: `e${n}`, op: 'checkIn.record' as const, summary: `#${n}`, outcome, message: '', at: n });
    const lines = Array.from({ length: maxReportItems + 50 }, (_, n) => item(n, n % 100 === 0 ? 'rejected' : 'accepted'));
    const [merged] = mergeReports([], { at: 1, items: lines });
    expect(merged!.items).toHaveLength(maxReportItems);
    expect(merged!.items.filter((line) => line.outcome === 'rejected')).toHaveLength(4);
    expect(merged!.totals).toEqual({ accepted: maxReportItems + 46, duplicate: 0, rejected: 4 });

    const { store, dbName } = freshStore();
    await store.commit({ report: { at: 5, items: [item(1, 'accepted')] } });
    await store.commit({ report: { at: 5, items: [item(2, 'rejected')] } });
    await store.commit({ report: { at: 9, items: [item(3, 'accepted')] } });
    const { reports } = await createIdbOutboxStore(dbName).read();
    expect(reports.map((report) => [report.at, report.items.length])).toEqual([
      [9, 1],
      [5, 2],
    ]);
  });

  it('makes idempotency keys the server accepts', () => {
    const keys = Array.from({ length: 50 }, () => newIdempotencyKey());
    for (const key of keys) expect(contractKey.safeParse(key).success, key).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('takes the idempotency key from the payload, and refuses a different one', async () => {
    const { store } = freshStore();
    const outbox = makeOutbox({ store, client: fakeServer().client, isOnline: () => false });
    expect((await outbox.enqueue('checkIn.record', scan('key-inside'), opts)).idempotencyKey).toBe('key-inside');
    await expect(outbox.enqueue('checkIn.record', scan('key-inside'), { ...opts, idempotencyKey: 'key-other' })).rejects.toThrow(/differs/);
  });
});
