import { describe, expect, it, vi } from 'vitest';
import { serializeWhenIdle, whenIdle, type IdleTarget } from '#client/lib/when-idle.ts';

/** A page whose idle moments the test hands out one by one. */
function fakeIdlePage() {
  const waiting: Array<() => void> = [];
  const target: IdleTarget = {
    requestIdleCallback: (callback) => waiting.push(callback),
    setTimeout: () => {
      throw new Error('a page with requestIdleCallback waits for idleness, not a timer');
    },
  };
  return { target, waiting, idle: () => waiting.splice(0).forEach((callback) => callback()) };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('work that waits for an idle moment', () => {
  it('turns the value into JSON text once the page is idle, as it is then', async () => {
    const page = fakeIdlePage();
    let cache = { questions: [{ id: 'q1', votes: 3 }] };
    const read = vi.fn(() => cache);
    const text = serializeWhenIdle(read, page.target);
    expect(await settled(text)).toBe(false);
    expect(read).not.toHaveBeenCalled();
    // Changed while the save waited: the save writes the newer data, never the older.
    cache = { questions: [{ id: 'q1', votes: 4 }] };
    page.idle();
    expect(JSON.parse(await text)).toEqual({ questions: [{ id: 'q1', votes: 4 }] });
  });

  it('asks for idleness with a deadline, so a page that is never idle still gets the work done', async () => {
    const requestIdleCallback = vi.fn((callback: () => void) => {
      callback();
      return 1;
    });
    await whenIdle({ requestIdleCallback, setTimeout }, 1500);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 });
  });

  it('falls back to the next task where there is no requestIdleCallback', async () => {
    const later = vi.fn((callback: () => void) => callback());
    await whenIdle({ setTimeout: later });
    expect(later).toHaveBeenCalledWith(expect.any(Function), 0);
  });
});
