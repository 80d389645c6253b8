import { wallTimeToInstant } from '#shared/rules/wall-clock.ts';

/** The instant at which the wall clock in `timeZone` shows the given date and time (DST-aware). */
export function zonedTimeToDate(parts: { year: number; month: number; day: number; hour: number; minute?: number }, timeZone: string): Date {
  return new Date(wallTimeToInstant(parts, timeZone));
}

/** The calendar date in `timeZone` a number of days after an instant. */
export function zonedDateAfter(from: Date, days: number, timeZone: string): { year: number; month: number; day: number } {
  const shifted = new Date(from.getTime() + days * 86_400_000);
  const fields = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(shifted);
  const get = (type: string) => Number(fields.find((field) => field.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}
