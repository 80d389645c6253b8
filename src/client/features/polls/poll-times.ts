import { fromZonedInput, offsetLabel, toZonedInput } from '#client/lib/zoned-time.ts';

// A poll's opening and closing times are read and typed on the EVENT's clock (the venue's), as the
// schedule and updates are, whatever zone the organizer's or attendee's phone is in, and always
// shown with that zone's name so nobody has to guess which clock is meant.

/** "Europe/Berlin" → "Europe/Berlin"; "America/New_York" → "America/New York". */
const zoneName = (timeZone: string) => timeZone.replace(/_/g, ' ');

/** "Tue, 14 Jan, 10:30 (Europe/Berlin)" on the event's clock. */
export function pollTimeText(unixSeconds: number, timeZone: string): string {
  const text = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(unixSeconds * 1000);
  return `${text} (${zoneName(timeZone)})`;
}

/** The datetime-local text for a time, on the event's clock ('' for none). */
export const toPollInput = (unixSeconds: number | null, timeZone: string) => (unixSeconds === null ? '' : toZonedInput(unixSeconds, timeZone));

/** The unix seconds a datetime-local text means on the event's clock; null when empty or not a time. */
export const fromPollInput = (value: string, timeZone: string) => (value ? fromZonedInput(value, timeZone) : null);

/** The hint under a time field: which clock it is read on. */
export function pollTimeHint(value: string, timeZone: string): string {
  return `In the event’s time zone, ${zoneName(timeZone)} (${offsetLabel(timeZone, fromPollInput(value, timeZone) ?? undefined)}).`;
}
