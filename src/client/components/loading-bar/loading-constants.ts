// The loading bar's sizes and timings, in one place for the bar and its tests.
export const loadingBar = {
  durationMs: 2000,
  throttleMs: 200,
  heightPx: 3,
  hideDelayMs: 500,
  resetDelayMs: 400,
} as const;

/** Eases towards 100 % without reaching it: halfway after a quarter of the duration. */
export function estimatedProgress(elapsedMs: number, durationMs: number = loadingBar.durationMs): number {
  return (2 / Math.PI) * 100 * Math.atan(((elapsedMs / durationMs) * 100) / 50);
}
