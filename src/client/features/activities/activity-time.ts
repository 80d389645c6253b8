import { sessionDate, timeRange } from '#client/lib/session-time.ts';

/**
 * "Sat, 22 Nov, 13:30–15:00" on the event's clock, as the schedule reads its times (the same
 * formatter): for the printed cards, which hang at the venue. Screens use SessionTimes, which adds
 * the phone's own time where it reads differently.
 */
export function activityWindowText(startsAt: number, endsAt: number, timeZone: string): string {
  return `${sessionDate(startsAt, timeZone)}, ${timeRange(startsAt, endsAt, timeZone)}`;
}
