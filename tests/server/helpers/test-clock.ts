import type { Clock } from '#server/services/clock.ts';

export interface TestClock extends Clock {
  /** Moves the server's idea of "now" forward (or back, with a negative number). */
  advance(seconds: number): void;
}

/** Real time plus an adjustable offset: natural by default, and able to jump past an expiry. */
export function createTestClock(): TestClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(seconds) {
      offsetMs += seconds * 1000;
    },
  };
}
