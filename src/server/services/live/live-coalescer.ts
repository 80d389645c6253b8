/**
 * Runs a job per id at most once per interval: the first change runs at once (leading edge),
 * changes during the wait or during the run collapse into one more run when the interval has
 * passed (trailing edge), so the latest state always goes out last. The interval counts from the
 * end of the previous run: a slow run (a fan-out to thousands of streams on a busy machine) is
 * not followed at once by the next, so each stream still gets at most one message per interval. A job that fails runs again
 * after the interval (up to `retries` times in a row): a failed trailing run would otherwise leave
 * every screen on a stale state until the next change, which may never come (a closed poll).
 */
export interface Coalescer<T> {
  /** Something about `id` changed; `value` is what the job gets (the latest one wins). */
  touch(id: string, value: T): void;
  close(): void;
}

export interface CoalescerOptions {
  /** How many times a failed run is tried again, one interval apart, before it is dropped (default 0). */
  retries?: number;
}

interface Slot<T> {
  value: T;
  pending: boolean;
  running: boolean;
  /** When the last run ended: the next one waits the interval from then. */
  lastEnd: number;
  /** Failed runs in a row; a run that succeeds sets it back to 0. */
  failures: number;
  timer: NodeJS.Timeout | null;
}

export function createCoalescer<T>(intervalMs: number, run: (value: T) => Promise<void>, options: CoalescerOptions = {}): Coalescer<T> {
  const retries = options.retries ?? 0;
  const slots = new Map<string, Slot<T>>();
  let closed = false;

  const start = (id: string, slot: Slot<T>) => {
    slot.pending = false;
    slot.running = true;
    run(slot.value)
      .then(
        () => {
          slot.failures = 0;
        },
        // The job logs its own failures; here it only decides whether to try again.
        () => {
          slot.failures += 1;
          if (slot.failures <= retries) slot.pending = true;
          else slot.failures = 0;
        },
      )
      .finally(() => {
        slot.running = false;
        slot.lastEnd = performance.now();
        if (closed) return;
        coolDown(id, slot);
      });
  };

  // Until the interval has passed: then run again if something changed, else forget. Timers may
  // fire a little early (whole milliseconds, the event loop's cached clock): check, and wait on.
  const coolDown = (id: string, slot: Slot<T>) => {
    const wait = slot.lastEnd + intervalMs - performance.now();
    slot.timer = setTimeout(
      () => {
        slot.timer = null;
        if (closed) return;
        if (performance.now() - slot.lastEnd < intervalMs) coolDown(id, slot);
        else if (slot.pending) start(id, slot);
        else slots.delete(id);
      },
      Math.max(0, Math.ceil(wait)),
    );
    slot.timer.unref();
  };

  return {
    touch(id, value) {
      if (closed) return;
      const slot = slots.get(id);
      if (!slot) {
        const fresh: Slot<T> = { value, pending: false, running: false, lastEnd: 0, failures: 0, timer: null };
        slots.set(id, fresh);
        start(id, fresh);
        return;
      }
      slot.value = value;
      slot.pending = true;
    },
    close() {
      closed = true;
      for (const slot of slots.values()) if (slot.timer) clearTimeout(slot.timer);
      slots.clear();
    },
  };
}
