/**
 * Runs `refetch` at once on the first nudge, then at most once per `everyMs`: nudges arriving
 * meanwhile (each rated session has its own, at up to two a second) fold into one trailing run,
 * so a busy minute at the end of a talk costs a results read a second, not one per rating.
 */
export function createRefetchThrottle(refetch: () => void, everyMs: number, timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis) {
  let lastRun = Number.NEGATIVE_INFINITY;
  let pending: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    pending = null;
    lastRun = Date.now();
    refetch();
  };
  return {
    nudge(): void {
      if (pending !== null) return;
      const wait = lastRun + everyMs - Date.now();
      if (wait <= 0) run();
      else pending = timers.setTimeout(run, wait);
    },
    cancel(): void {
      if (pending !== null) timers.clearTimeout(pending);
      pending = null;
    },
  };
}
