import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoalescer } from '#server/services/live/live-coalescer.ts';

// Fake timers: what is checked is the order of runs against the interval, never real time.
describe('live coalescer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function recorder() {
    const runs: number[] = [];
    const running: Array<() => void> = [];
    const coalescer = createCoalescer<number>(500, async (value) => {
      runs.push(value);
      await new Promise<void>((resolve) => running.push(resolve));
    });
    return { runs, coalescer, finish: () => running.splice(0).forEach((release) => release()) };
  }

  it('runs the first change at once and the latest of a burst once the interval has passed', async () => {
    const { runs, coalescer, finish } = recorder();
    for (let value = 1; value <= 10; value += 1) coalescer.touch('k', value);
    expect(runs).toEqual([1]);
    finish();
    await vi.advanceTimersByTimeAsync(499);
    expect(runs).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual([1, 10]);
    finish();
    await vi.advanceTimersByTimeAsync(2000);
    expect(runs).toEqual([1, 10]);
    coalescer.close();
  });

  it('runs once more for a change that arrives during a run, never two at a time, an interval after a slow run ends', async () => {
    const { runs, coalescer, finish } = recorder();
    coalescer.touch('k', 1);
    await vi.advanceTimersByTimeAsync(800); // the run is still going past its interval
    coalescer.touch('k', 2);
    expect(runs).toEqual([1]);
    finish();
    // A stream written at the end of the slow run must not get the next message right after it.
    await vi.advanceTimersByTimeAsync(499);
    expect(runs).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual([1, 2]);
    coalescer.close();
  });

  it('keeps ids apart, and runs again at once after a quiet interval', async () => {
    const { runs, coalescer, finish } = recorder();
    coalescer.touch('a', 1);
    coalescer.touch('b', 2);
    expect(runs).toEqual([1, 2]);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    coalescer.touch('a', 3);
    expect(runs).toEqual([1, 2, 3]);
    coalescer.close();
  });

  it('goes on after a run that fails', async () => {
    const runs: number[] = [];
    const coalescer = createCoalescer<number>(500, async (value) => {
      runs.push(value);
      throw new Error('broken');
    });
    coalescer.touch('k', 1);
    coalescer.touch('k', 2);
    await vi.advanceTimersByTimeAsync(500);
    expect(runs).toEqual([1, 2]);
    coalescer.close();
  });

  it('tries a failed run again after the interval, up to its retries, with the latest value', async () => {
    const runs: number[] = [];
    let failuresLeft = 2;
    const coalescer = createCoalescer<number>(
      500,
      async (value) => {
        runs.push(value);
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          throw new Error('busy');
        }
      },
      { retries: 3 },
    );
    coalescer.touch('k', 1);
    await vi.advanceTimersByTimeAsync(0);
    coalescer.touch('k', 2);
    await vi.advanceTimersByTimeAsync(500);
    expect(runs).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(500);
    expect(runs).toEqual([1, 2, 2]);
    // It went through: nothing more.
    await vi.advanceTimersByTimeAsync(2000);
    expect(runs).toEqual([1, 2, 2]);
    coalescer.close();
  });

  it('gives up on a run that keeps failing once its retries are spent', async () => {
    const runs: number[] = [];
    const coalescer = createCoalescer<number>(
      500,
      async (value) => {
        runs.push(value);
        throw new Error('broken for good');
      },
      { retries: 2 },
    );
    coalescer.touch('k', 1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toEqual([1, 1, 1]);
    // A new change starts afresh.
    coalescer.touch('k', 2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toEqual([1, 1, 1, 2, 2, 2]);
    coalescer.close();
  });
});
