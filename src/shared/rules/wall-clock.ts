// The one reading of a time zone's wall clock, with Intl only (no library), shared by the server
// (programme import, seeds), the schedule rules and the page (event and session editors). Four
// copies of this once stood in the code base; keep it the only one.

import { keptFormat } from './kept-formats.ts';

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** One formatter per zone (kept-formats.ts). */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  return keptFormat(`wall clock ${timeZone}`, () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }),
  );
}

/** What a clock in `timeZone` reads at an instant (unix milliseconds). */
export function wallClockAt(instantMs: number, timeZone: string): WallClock {
  const parts = formatterFor(timeZone).formatToParts(instantMs);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const hour = get('hour');
  // Some engines write midnight as 24 even with h23.
  return { year: get('year'), month: get('month'), day: get('day'), hour: hour === 24 ? 0 : hour, minute: get('minute'), second: get('second') };
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds (whole seconds). */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const c = wallClockAt(instantMs, timeZone);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The instant (unix milliseconds) at which a clock in `timeZone` shows this date and time: the
 * offset at a first guess, then at the corrected guess, which is right everywhere but inside a
 * DST jump (a skipped or repeated hour resolves to one of its neighbours).
 */
export function wallTimeToInstant(
  time: { year: number; month: number; day: number; hour: number; minute?: number; second?: number },
  timeZone: string,
): number {
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute ?? 0, time.second ?? 0);
  const guess = wall - zoneOffsetMs(wall, timeZone);
  return wall - zoneOffsetMs(guess, timeZone);
}
