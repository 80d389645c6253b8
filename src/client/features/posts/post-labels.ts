import type { PostAudience } from '#shared/contracts/posts.ts';

export const audienceLabels: Record<PostAudience, string> = {
  everyone: 'Everyone',
  attendees: 'Attendees',
  speakers: 'Speakers',
  exhibitors: 'Exhibitors',
  staff: 'Staff',
};

/** "Tue 24 Nov, 14:05" in the device's language, and in `timeZone` (the event's, in the console) or else the device's zone. */
export function postTime(unixSeconds: number, { locale, timeZone }: { locale?: string; timeZone?: string } = {}): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(unixSeconds * 1000));
}
