import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAsideAfter } from '#client/offline/drain-outbox.ts';
import type { Outbox } from '#client/offline/create-outbox.ts';
import type { OutboxStore } from '#client/offline/outbox-store.ts';
import { fakeServer, freshStore, makeOutbox, scan, staff, trpcError } from './outbox-fakes.ts';

// Found by a probe: one queued change the server failed on every time (a 5xx) held the whole
// queue back forever, since a server error meant "wait and try the same batch again". Now such an
// entry goes alone after two failures and is set aside (Retry / Discard) after five, once the
// server has answered for an entry behind it. No answer at all (offline) never sets anything aside.

const opts = (summary: string) => ({ summary, accountId: staff });
const poison = 'key-pois';

/** Lets the outbox's own backoff timers fire until nothing is pending or `rounds` waits have passed. */
async function runTimers(outbox: Outbox, store: OutboxStore, rounds = 40): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    await outbox.settled();
    const pending = (await store.read()).entries.filter((entry) => entry.state === 'pending');
    if (pending.length === 0) return;
    await vi.advanceTimersToNextTimerAsync();
  }
  await outbox.settled();
}

async function queue(outbox: Outbox, keys: string[]) {
  const entries = [];
  for (const key of keys) entries.push(await outbox.enqueue('checkIn.record', scan(key), opts(`Check-in ${key}`)));
  return entries;
}

describe('an entry the server keeps failing on', () => {
  // IndexedDB (fake-indexeddb) schedules with setImmediate: only the timers the outbox uses are faked.
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => void vi.useRealTimers());

  it('is sent alone, then set aside after five server errors, and the entries behind it are sent', async () => {
    const server = fakeServer();
    server.failWith((_path, keys) => (keys.includes(poison) ? trpcError('INTERNAL_SERVER_ERROR', 'Internal server error') : null));
    const { store } = freshStore();
    const offline = makeOutbox({ store, client: server.client, isOnline: () => false });
    const [bad] = await queue(offline, [poison, 'key-0001', 'key-0002']);

    const outbox = makeOutbox({ store, client: server.client, random: () => 0.5 });
    await outbox.kick();
    await runTimers(outbox, store);

    expect(server.calls.map((call) => call.keys)).toEqual([
      [poison, 'key-0001', 'key-0002'],
      [poison, 'key-0001', 'key-0002'],
      [poison], // alone from the second failure on: the good ones are not dragged down with it
      [poison],
      [poison],
      ['key-0001'], // answered: so the fault is the poison entry's, and it is set aside
      ['key-0002'],
    ]);
    expect(server.calls.filter((call) => call.keys.includes(poison))).toHaveLength(setAsideAfter);
    expect([...server.seen].sort()).toEqual(['key-0001', 'key-0002']);
    const { entries, reports } = await store.read();
    expect(entries).toEqual([
      expect.objectContaining({
        id: bad!.id,
        state: 'failed',
        serverFailures: setAsideAfter,
        lastError: { code: 'INTERNAL_SERVER_ERROR', message: expect.stringMatching(/failed on this change 5 times.*set aside.*Retry or discard/) },
      }),
    ]);
    expect(reports.flatMap((report) => report.items).map((item) => [item.summary, item.outcome])).toEqual(
      expect.arrayContaining([
        [`Check-in ${poison}`, 'rejected'],
        ['Check-in key-0001', 'accepted'],
        ['Check-in key-0002', 'accepted'],
      ]),
    );
    expect(outbox.getSnapshot().entries.filter((entry) => entry.state === 'failed')).toHaveLength(1); // shown with Retry and Discard
    outbox.stop();
  });

  it('goes back to the queue on Retry, with its count of server errors started afresh', async () => {
    const server = fakeServer();
    server.failWith((_path, keys) => (keys.includes(poison) ? trpcError('INTERNAL_SERVER_ERROR') : null));
    const { store } = freshStore();
    const outbox = makeOutbox({ store, client: server.client, random: () => 0.5 });
    const [bad] = await queue(outbox, [poison, 'key-0001']);
    await runTimers(outbox, store);
    expect((await store.read()).entries).toEqual([expect.objectContaining({ id: bad!.id, state: 'failed' })]);

    // Still failing: one more server error does not set it aside again at once.
    await outbox.retryEntry(bad!.id);
    expect((await store.read()).entries).toEqual([expect.objectContaining({ id: bad!.id, state: 'pending', attempts: 1, serverFailures: 1 })]);

    server.failWith(null); // the server was fixed
    await runTimers(outbox, store);
    expect((await store.read()).entries).toEqual([]);
    expect(server.seen.has(poison)).toBe(true);
    outbox.stop();
  });

  it('is never set aside while the server fails on everything, and all of it goes once the server recovers', async () => {
    const server = fakeServer();
    server.failWith(() => trpcError('INTERNAL_SERVER_ERROR'));
    const { store } = freshStore();
    const outbox = makeOutbox({ store, client: server.client, random: () => 0.5 });
    await queue(outbox, [poison, 'key-0001', 'key-0002']);
    await runTimers(outbox, store, 12);
    const { entries } = await store.read();
    expect(entries.map((entry) => entry.state)).toEqual(['pending', 'pending', 'pending']);
    expect(entries[0]!.serverFailures).toBeGreaterThan(setAsideAfter);

    server.failWith(null);
    await runTimers(outbox, store);
    expect((await store.read()).entries).toEqual([]);
    expect(server.calls.filter((call) => call.keys.length > 0).flatMap((call) => call.keys).slice(-3)).toEqual([poison, 'key-0001', 'key-0002']);
    outbox.stop();
  });

  it('keeps trying when nothing is queued behind it (nothing is held back)', async () => {
    const server = fakeServer();
    server.failWith(() => trpcError('INTERNAL_SERVER_ERROR'));
    const { store } = freshStore();
    const outbox = makeOutbox({ store, client: server.client, random: () => 0.5 });
    await queue(outbox, [poison]);
    await runTimers(outbox, store, 10);
    const [entry] = (await store.read()).entries;
    expect(entry).toMatchObject({ state: 'pending' });
    expect(entry!.serverFailures).toBeGreaterThan(setAsideAfter);
    outbox.stop();
  });
});

describe('no answer at all', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => void vi.useRealTimers());

  it.each([
    ['the network is down', () => new TypeError('Failed to fetch')],
    ['the server says too many requests', () => trpcError('TOO_MANY_REQUESTS')],
  ])('never sets anything aside when %s, however long it lasts', async (_case, failure) => {
    const server = fakeServer();
    server.failWith(failure);
    const { store } = freshStore();
    await queue(makeOutbox({ store, client: server.client, isOnline: () => false }), ['key-0001', 'key-0002', 'key-0003']);
    const outbox = makeOutbox({ store, client: server.client, random: () => 0.5 });
    await outbox.kick();
    await runTimers(outbox, store, 25);
    const { entries } = await store.read();
    expect(entries.map((entry) => [entry.state, entry.serverFailures ?? 0])).toEqual([
      ['pending', 0],
      ['pending', 0],
      ['pending', 0],
    ]);
    expect(entries[0]!.attempts).toBeGreaterThanOrEqual(25);
    // Still sent together: no answer says nothing about any one entry.
    expect(new Set(server.calls.map((call) => call.keys.length))).toEqual(new Set([3]));

    server.failWith(null);
    await runTimers(outbox, store);
    expect((await store.read()).entries).toEqual([]);
    outbox.stop();
  });
});
