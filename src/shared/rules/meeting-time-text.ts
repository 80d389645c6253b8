// How a meeting's time is said, the same in notifications (server) and on the Meetings page.

const formats = new Map<string, Intl.DateTimeFormat>();

/** "Tue 24 Nov, 10:20" in the event's time zone: how notifications and the Meetings page name a meeting time. */
export function meetingTimeText(unixSeconds: number, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  return format.format(new Date(unixSeconds * 1000));
}

/** "Tue 24 Nov, 10:20, Tue 24 Nov, 14:00 or 2 more": the times of a request, short. */
export function proposedTimesText(slots: readonly number[], timeZone: string): string {
  const shown = [...slots].sort((a, b) => a - b).slice(0, 2).map((slot) => meetingTimeText(slot, timeZone));
  const more = slots.length - shown.length;
  return more > 0 ? `${shown.join('; ')} or ${more} more` : shown.join(' or ');
}

/** "We met" opens this long before the meeting starts (the server refuses it earlier). */
export const weMetOpensSeconds = 15 * 60;
