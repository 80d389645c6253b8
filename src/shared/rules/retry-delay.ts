// Query retries: 3 attempts, 1000 ms × 2^attempt, capped at 30 s.
export const queryRetryCount = 3;
const queryRetryCapMs = 30_000;

export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, queryRetryCapMs);
}
