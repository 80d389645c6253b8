/**
 * Runs a job per id at most once per interval: the first change runs at once (leading edge),
 * changes during the wait or during the run collapse into one more run when the interval has
 * passed (trailing edge), so the latest state always goes out last.
 */
export interface Coalescer<T> {
  /** Something about `id` changed; `value` is what the job gets (the latest one wins). */
  touch(id: string, value: T): void;
  close(): void;
}

interface Slot<T> {
  value: T;
  pending: boolean;
  running: boolean;
  lastStart: number;
  timer: NodeJS.Timeout | null;
}

export function createCoalescer<T>(intervalMs: number, run: (value: T) => Promise<void>): Coalescer<T> {
  const slots = new Map<string, Slot<T>>();
  let closed = false;

  const start = (id: string, slot: Slot<T>) => {
    slot.pending = false;
    slot.running = true;
    slot.lastStart = performance.now();
    run(slot.value)
      // The job logs its own failures; this only keeps a rejected promise from going unhandled.
      .catch(() => {})
      .finally(() => {
        slot.running = false;
        if (closed) return;
        coolDown(id, slot);
      });
  };

  // Until the interval has passed: then run again if something changed, else forget. Timers may
  // fire a little early (whole milliseconds, the event loop's cached clock): check, and wait on.
  const coolDown = (id: string, slot: Slot<T>) => {
    const wait = slot.lastStart + intervalMs - performance.now();
    slot.timer = setTimeout(
      () => {
        slot.timer = null;
        if (closed) return;
        if (performance.now() - slot.lastStart < intervalMs) coolDown(id, slot);
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
        const fresh: Slot<T> = { value, pending: false, running: false, lastStart: 0, timer: null };
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
