import { describe, expect, it } from 'vitest';
import { createImageWork, ImageWorkBusyError } from '#server/services/uploads/image-work.ts';

/** A task that runs until the test lets it finish, noting when it started. */
function controlled(started: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: async () => (started.push(name), await done, name), finish };
}

describe('image work turns', () => {
  it('runs `atOnce` at a time, the rest in order of arrival, and refuses past the line at once', async () => {
    const work = createImageWork({ atOnce: 1, waiting: 2 });
    const started: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => controlled(started, name));
    const running = [work.run(a!.task), work.run(b!.task), work.run(c!.task)];
    await expect(work.run(async () => 'd')).rejects.toBeInstanceOf(ImageWorkBusyError);
    await Promise.resolve();
    expect(started).toEqual(['a']);
    a!.finish();
    await running[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b']);
    b!.finish();
    c!.finish();
    expect(await Promise.all(running)).toEqual(['a', 'b', 'c']);
    // Every turn was given back: the next task runs at once.
    await expect(work.run(async () => 'e')).resolves.toBe('e');
  });

  it('gives the turn back when a task fails', async () => {
    const work = createImageWork({ atOnce: 1, waiting: 0 });
    await expect(work.run(async () => Promise.reject(new Error('corrupt')))).rejects.toThrow('corrupt');
    await expect(work.run(async () => 'next')).resolves.toBe('next');
  });
});
