/** The clock sits behind an interface , so tests can move time (reset-link expiry, rate-limit windows). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Unix seconds, the unit the API speaks. */
export function toUnixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}
