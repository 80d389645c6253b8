// Work that can wait (saving the query cache) waits for a moment the page has nothing else to do,
// so it never lands between a live message and the frame that shows it.

/** The longest a task waits for idleness on a page that is never idle (a busy phone). */
const idleTimeoutMs = 2000;

export interface IdleTarget {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

/** Resolves at the browser's next idle period (at the latest after `timeoutMs`); where there is no requestIdleCallback, after a task. */
export function whenIdle(target: IdleTarget = globalThis as IdleTarget, timeoutMs = idleTimeoutMs): Promise<void> {
  return new Promise((resolve) => {
    if (typeof target.requestIdleCallback === 'function') target.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else target.setTimeout(() => resolve(), 0);
  });
}

/**
 * JSON text of what `read` returns at the next idle moment: for writes that may wait, like the
 * persister's throttled saves. Read then, not when asked, so a save that waited never writes
 * older data over a save made meanwhile.
 */
export async function serializeWhenIdle(read: () => unknown, target?: IdleTarget): Promise<string> {
  await whenIdle(target);
  return JSON.stringify(read());
}
