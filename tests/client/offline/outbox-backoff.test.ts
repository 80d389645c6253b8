import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxRetryCapMs, outboxRetryDelay } from '#client/offline/outbox-backoff.ts';
import { fakeServer, freshStore, makeOutbox, scan, staff } from './outbox-fakes.ts';

describe('outbox backoff', () => {
  it('grows exponentially, is capped near a minute, and is jittered over the whole range', () => {
    const top = () => 0.999_999;
    const ceilings = [1, 2, 3, 4, 5, 6, 7, 8, 12].map((attempts) => outboxRetryDelay(attempts, top));
    expect(ceilings).toEqual([999, 1999, 3999, 7999, 15_999, 31_999, 59_999, 59_999, 59_999]);
    expect(Math.max(...ceilings)).toBeLessThan(outboxRetryCapMs);
    expect(outboxRetryDelay(4, () => 0)).toBe(0);
    expect(outboxRetryDelay(4, () => 0.5)).toBe(4000);
    expect(outboxRetryDelay(40, () => 0.5)).toBe(30_000);
  });

  describe('with fake timers', () => {
    // IndexedDB (fake-indexeddb) schedules with setImmediate: only the timers the outbox uses are faked.
    beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
    afterEach(() => void vi.useRealTimers());

    it('waits longer after each network failure and sends by itself once the server answers', async () => {
      const server = fakeServer();
      let failures = 3;
      server.failWith(() => (failures-- > 0 ? new TypeError('Failed to fetch') : null));
      const { store } = freshStore();
      const outbox = makeOutbox({ store, client: server.client, random: () => 0.5 });
      const t0 = Date.now();
      await outbox.enqueue('checkIn.record', scan('key-0001'), { summary: 'Check-in', accountId: staff });
      await outbox.settled();
      const waits: number[] = [];
      for (let attempt = 1; attempt <= 3; attempt++) {
        const [entry] = (await store.read()).entries;
        expect(entry).toMatchObject({ attempts: attempt, state: 'pending' });
        waits.push(entry!.nextAttemptAt - Date.now());
        await vi.advanceTimersByTimeAsync(entry!.nextAttemptAt - Date.now() - 1);
        expect(server.calls).toHaveLength(attempt); // not a moment early
        await vi.advanceTimersByTimeAsync(1);
        await outbox.settled();
      }
      expect(waits).toEqual([500, 1000, 2000]);
      expect(server.calls).toHaveLength(4);
      expect((await store.read()).entries).toEqual([]);
      expect(Date.now() - t0).toBe(3500);
    });

    it('“Sync now” skips the wait', async () => {
      const server = fakeServer();
      server.failWith(() => new TypeError('Failed to fetch'));
      const { store } = freshStore();
      const outbox = makeOutbox({ store, client: server.client, random: () => 0.99 });
      await outbox.enqueue('checkIn.record', scan('key-0001'), { summary: 'Check-in', accountId: staff });
      await outbox.settled();
      server.failWith(null);
      await outbox.requestDrain();
      expect(server.calls).toHaveLength(2);
      expect((await store.read()).entries).toEqual([]);
      outbox.stop();
    });
  });
});
