import { keptFormat, deviceTimeZone } from '#shared/rules/kept-formats.ts';
import { dayLabel, nextDayKey, zonedDayKey } from '#shared/rules/schedule-days.ts';

// Session times are shown on the event's clock (the venue's), and on the viewer's in smaller
// text when the two read differently (rules/schedule-days.ts zonesDiffer).

// A schedule's first screen shows each of these for every card: one formatter per use and zone
// (rules/kept-formats.ts).
const clock = (timeZone: string) => keptFormat(`session clock ${timeZone}`, () => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));

/** "09:00" on that zone's clock. */
function clockAt(seconds: number, timeZone: string): string {
  return clock(timeZone).format(seconds * 1000);
}

/**
 * "09:00–10:30"; past midnight reads plainly ("23:00–01:00"), and a session over several days
 * names its last day ("09:00–17:00, until Mon, Nov 24").
 */
export function timeRange(startsAt: number, endsAt: number, timeZone: string): string {
  const range = `${clockAt(startsAt, timeZone)}–${clockAt(endsAt, timeZone)}`;
  const endDay = zonedDayKey(endsAt, timeZone);
  return endsAt - startsAt > secondsPerDay || endDay > nextDayKey(zonedDayKey(startsAt, timeZone)) ? `${range}, until ${dayLabel(endDay)}` : range;
}

const secondsPerDay = 24 * 60 * 60;


/** "GMT+1", "EST": which clock a time is read on. */
export function zoneName(seconds: number, timeZone: string): string {
  const parts = keptFormat(`session zone name ${timeZone}`, () => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })).formatToParts(seconds * 1000);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** The viewer's clock: the device's zone now (rules/kept-formats.ts). */
export const viewerTimeZone = deviceTimeZone;

/** "Sat, 22 Nov" for a session page heading, on the event's calendar. */
export function sessionDate(seconds: number, timeZone: string): string {
  return keptFormat(`session date ${timeZone}`, () => new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short' })).format(seconds * 1000);
}
