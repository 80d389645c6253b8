import { toZonedInput } from '#client/lib/zoned-time.ts';

/**
 * "09:00–10:30" on the event's clock; a session running past midnight says so
 * ("22:00–01:00, next day"), since the list files it under the day it starts.
 */
export function sessionTimeRange(startsAt: number, endsAt: number, timeZone: string): string {
  const start = toZonedInput(startsAt, timeZone);
  const end = toZonedInput(endsAt, timeZone);
  const range = `${start.slice(11)}–${end.slice(11)}`;
  return start.slice(0, 10) === end.slice(0, 10) ? range : `${range}, next day`;
}
