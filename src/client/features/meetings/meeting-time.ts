const formats = new Map<string, Intl.DateTimeFormat>();

/** "Tue 24 Nov, 10:20" in the event's time zone, as the server's notifications name a meeting time. */
export function meetingTimeText(unixSeconds: number, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  return format.format(new Date(unixSeconds * 1000));
}

/** "We met" opens 15 minutes before the meeting starts. */
export const weMetOpensSeconds = 15 * 60;
