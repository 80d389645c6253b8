import { describe, expect, it } from 'vitest';
import { createReadSlots } from '#server/trpc/read-slots.ts';

// At most `limit` reads run at once; the others start in the order they came, as slots free up.

/** A read that finishes when told to. */
function deferredRead(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    finish,
    run: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('read slots', () => {
  it('runs at most the limit at once, then the waiting ones first come, first started', async () => {
    const slots = createReadSlots(2);
    const log: string[] = [];
    const reads = ['a', 'b', 'c', 'd'].map((name) => deferredRead(log, name));
    const answers = reads.map((read) => slots(read.run));
    await turn();
    expect(log).toEqual(['start a', 'start b']);
    reads[1]!.finish();
    await turn();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);
    reads[0]!.finish();
    reads[2]!.finish();
    reads[3]!.finish();
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd']);
    expect(log.filter((entry) => entry.startsWith('start'))).toEqual(['start a', 'start b', 'start c', 'start d']);
  });

  it('frees the slot of a read that failed, and passes its error on', async () => {
    const slots = createReadSlots(1);
    const failed = slots(() => Promise.reject(new Error('refused')));
    const next = slots(async () => 'after');
    await expect(failed).rejects.toThrow('refused');
    expect(await next).toBe('after');
    // And the slot is free again: a read now starts at once.
    const log: string[] = [];
    const read = deferredRead(log, 'e');
    const answer = slots(read.run);
    await turn();
    expect(log).toEqual(['start e']);
    read.finish();
    expect(await answer).toBe('e');
  });
});
