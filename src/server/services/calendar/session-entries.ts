import type { Session } from '#shared/contracts/schedule.ts';
import type { CalendarEntry } from './ical.ts';
import { slugOf } from '../slug.ts';

/** A session as a calendar entry: room as location, speakers ahead of the description, a link back. */
export function sessionEntry(session: Pick<Session, 'id' | 'eventId' | 'title' | 'description' | 'room' | 'startsAt' | 'endsAt' | 'speakers'>, origin: string): CalendarEntry {
  const speakers = session.speakers.map((speaker) => `${speaker.firstName} ${speaker.lastName}`.trim()).join(', ');
  const description = [speakers ? `With ${speakers}` : '', session.description].filter(Boolean).join('\n\n');
  const base = origin.replace(/\/+$/, '');
  return {
    uid: `${session.id}@hallway`,
    startsAt: new Date(session.startsAt * 1000),
    endsAt: new Date(session.endsAt * 1000),
    summary: session.title,
    location: session.room,
    description,
    url: `${base}/event/${session.eventId}/program/${session.id}`,
  };
}

/** A file name safe in a Content-Disposition header. */
export function calendarFilename(title: string): string {
  return `${slugOf(title, { maxLength: 60 }) || 'session'}.ics`;
}
