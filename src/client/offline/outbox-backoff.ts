// Capped exponential backoff with full jitter (AWS Architecture Blog, "Exponential Backoff And
// Jitter"): the wait is random in [0, min(cap, base·2^(attempts-1))], so a hall full of door
// devices coming back online at once does not hit the server in step.
const outboxRetryBaseMs = 1000;
export const outboxRetryCapMs = 60_000;

/** The wait before the next try, after `attempts` failed tries (1 = the first failure). */
export function outboxRetryDelay(attempts: number, random: () => number): number {
  const ceiling = Math.min(outboxRetryCapMs, outboxRetryBaseMs * 2 ** Math.max(0, attempts - 1));
  return Math.floor(random() * ceiling);
}
