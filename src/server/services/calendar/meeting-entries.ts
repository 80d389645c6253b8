import type { Meeting } from '#shared/contracts/meetings.ts';
import type { Db } from '../../db/client.ts';
import { meetingsPath } from '../meetings/notify-meeting.ts';
import { loadMeetingViews } from '../meetings/meeting-views.ts';
import type { CalendarEntry } from './ical.ts';

/** An accepted meeting as a calendar entry: with whom, where (table or meeting point), a link to the Meetings page. */
function meetingEntry(meeting: Meeting, origin: string): CalendarEntry {
  const other = `${meeting.other.firstName} ${meeting.other.lastName}`.trim();
  const base = origin.replace(/\/+$/, '');
  return {
    uid: `meeting-${meeting.id}@hallway`,
    startsAt: new Date((meeting.startsAt ?? 0) * 1000),
    endsAt: new Date((meeting.endsAt ?? 0) * 1000),
    summary: `Meeting with ${other}`,
    location: meeting.place,
    description: [meeting.other.company ? `${other}, ${meeting.other.company}` : '', meeting.message].filter(Boolean).join('\n\n'),
    url: `${base}${meetingsPath(meeting.eventId)}`,
  };
}

/** The person's accepted meetings in the event, for their agenda feed. */
export async function acceptedMeetingEntries(db: Db, eventId: string, accountId: string, origin: string): Promise<CalendarEntry[]> {
  const views = await loadMeetingViews(db, eventId, accountId);
  return views.filter((meeting) => meeting.state === 'accepted' && meeting.startsAt !== null).map((meeting) => meetingEntry(meeting, origin));
}
