import { dayLabel } from '#shared/rules/schedule-days.ts';
import { toZonedInput } from '#client/lib/zoned-time.ts';
import { nextDate } from './session-form.ts';

/**
 * "09:00–10:30" on the event's clock; a session running past midnight says so
 * ("22:00–01:00, next day"), since the list files it under the day it starts, and one over
 * several days names its last day ("09:00–17:00, until Mon, Nov 24").
 */
export function sessionTimeRange(startsAt: number, endsAt: number, timeZone: string): string {
  const start = toZonedInput(startsAt, timeZone);
  const end = toZonedInput(endsAt, timeZone);
  const range = `${start.slice(11)}–${end.slice(11)}`;
  const [startDay, endDay] = [start.slice(0, 10), end.slice(0, 10)];
  if (startDay === endDay) return range;
  return endDay === nextDate(startDay) && endsAt - startsAt < 24 * 60 * 60 ? `${range}, next day` : `${range}, until ${dayLabel(endDay)}`;
}
