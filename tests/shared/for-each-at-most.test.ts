import { describe, expect, it } from 'vitest';
import { forEachAtMost } from '#shared/for-each-at-most.ts';

/** A task that stays open until released, so the test decides when each one ends. */
function openTask() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
}

describe('forEachAtMost', () => {
  it('keeps at most the limit running and starts the next as one ends, in order', async () => {
    const tasks = Array.from({ length: 6 }, openTask);
    const started: number[] = [];
    const all = forEachAtMost(2, [0, 1, 2, 3, 4, 5], async (i) => {
      started.push(i);
      await tasks[i]!.done;
    });
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    tasks[1]!.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([0, 1, 2]);
    for (const task of tasks) task.release();
    await all;
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('rejects with the first failure and starts nothing after it', async () => {
    const started: number[] = [];
    const all = forEachAtMost(1, [0, 1, 2], async (i) => {
      started.push(i);
      if (i === 1) throw new Error('bad response');
    });
    await expect(all).rejects.toThrow('bad response');
    expect(started).toEqual([0, 1]);
  });

  it('does nothing for no items', async () => {
    let calls = 0;
    await forEachAtMost(4, [], async () => void calls++);
    expect(calls).toBe(0);
  });
});
