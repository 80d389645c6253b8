/**
 * The instant at which the wall clock in `timeZone` shows the given date and time.
 * Works by measuring the zone's offset at a first guess and correcting once more for
 * the case where the guess and the answer sit on different sides of a DST change.
 */
export function zonedTimeToDate(
  parts: { year: number; month: number; day: number; hour: number; minute?: number },
  timeZone: string,
): Date {
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute ?? 0);
  let instant = wall - offsetMs(wall, timeZone);
  instant = wall - offsetMs(instant, timeZone);
  return new Date(instant);
}

/** How far the zone's wall clock is ahead of UTC at an instant. */
function offsetMs(instant: number, timeZone: string): number {
  const fields = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(fields.find((field) => field.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The calendar date in `timeZone` a number of days after an instant. */
export function zonedDateAfter(from: Date, days: number, timeZone: string): { year: number; month: number; day: number } {
  const shifted = new Date(from.getTime() + days * 86_400_000);
  const fields = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(shifted);
  const get = (type: string) => Number(fields.find((field) => field.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}
