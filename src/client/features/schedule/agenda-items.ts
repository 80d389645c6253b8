import type { Meeting } from '#shared/contracts/meetings.ts';
import type { Session } from '#shared/contracts/schedule.ts';
import { zonedDayKey, type ScheduleDay } from '#shared/rules/schedule-days.ts';
import { normaliseText, queryTokens } from '#client/lib/search-text.ts';
import type { ScheduleSearch } from './schedule-search.ts';

// "My agenda" holds my sessions and my booked 1:1 meetings, one list per day in time order.
// Meetings have no track or room, so a track or room filter leaves them out; a search matches
// the other person's name, company and the place.

export type AgendaItem = { kind: 'session'; session: Session } | { kind: 'meeting'; meeting: Meeting };

const startOf = (item: AgendaItem) => (item.kind === 'session' ? item.session.startsAt : item.meeting.startsAt!);

function meetingMatches(meeting: Meeting, search: ScheduleSearch): boolean {
  if (search.track || search.room) return false;
  const tokens = queryTokens(search.q ?? '');
  if (tokens.length === 0) return true;
  const text = normaliseText(`${meeting.other.firstName} ${meeting.other.lastName} ${meeting.other.company} ${meeting.place} meeting`);
  return tokens.every((token) => text.includes(token));
}

/** The days of the list shown, with my booked meetings put among the sessions of their day (the event's zone). */
export function agendaWithMeetings(days: readonly ScheduleDay<Session>[], meetings: readonly Meeting[], search: ScheduleSearch, timeZone: string): ScheduleDay<AgendaItem>[] {
  const byDay = new Map<string, AgendaItem[]>(days.map((day) => [day.key, day.items.map((session) => ({ kind: 'session' as const, session }))]));
  for (const meeting of meetings) {
    if (meeting.startsAt === null || !meetingMatches(meeting, search)) continue;
    const key = zonedDayKey(meeting.startsAt, timeZone);
    byDay.set(key, [...(byDay.get(key) ?? []), { kind: 'meeting', meeting }]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, items]) => ({ key, items: [...items].sort((a, b) => startOf(a) - startOf(b)) }));
}
