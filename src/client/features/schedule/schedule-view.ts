import type { Session } from '#shared/contracts/schedule.ts';
import { groupByZonedDay, zonedDayKey, type ScheduleDay } from '#shared/rules/schedule-days.ts';
import { findClashes } from '#shared/rules/time-clashes.ts';
import { normaliseText, queryTokens } from '#client/lib/search-text.ts';
import type { ScheduleSearch } from './schedule-search.ts';

// What the schedule page shows for its URL: pure, so the grouping and filters are tested
// without a browser. Sessions belong to the day they start on in the EVENT's zone.

export interface ScheduleView {
  days: ScheduleDay<Session>[];
  /** The day shown, or null when a search spans all days. */
  day: string | null;
  sessions: ScheduleDay<Session>[];
  tracks: string[];
  rooms: string[];
}

const searchTexts = new WeakMap<Session, string>();
function searchText(session: Session): string {
  let text = searchTexts.get(session);
  if (text === undefined) {
    const speakers = session.speakers.map((s) => `${s.firstName} ${s.lastName} ${s.company}`).join(' ');
    text = normaliseText(`${session.title} ${session.description} ${session.room} ${session.track} ${speakers}`);
    searchTexts.set(session, text);
  }
  return text;
}

const distinct = (values: string[]) => [...new Set(values.filter(Boolean))].sort((a, b) => a.localeCompare(b));

export function scheduleView(all: readonly Session[], search: ScheduleSearch, agenda: ReadonlySet<string>, timeZone: string, nowSeconds: number): ScheduleView {
  const days = groupByZonedDay(all, timeZone);
  const tokens = queryTokens(search.q ?? '');
  const keep = (session: Session) =>
    (search.filter !== 'mine' || agenda.has(session.id)) &&
    (!search.track || session.track === search.track) &&
    (!search.room || session.room === search.room) &&
    tokens.every((token) => searchText(session).includes(token));
  const keys = days.map((d) => d.key);
  const today = zonedDayKey(nowSeconds, timeZone);
  const day = tokens.length || search.filter === 'mine' ? null : search.day && keys.includes(search.day) ? search.day : keys.includes(today) ? today : (keys[0] ?? null);
  const sessions = days
    .filter((d) => day === null || d.key === day)
    .map((d) => ({ key: d.key, items: d.items.filter(keep) }))
    .filter((d) => d.items.length > 0);
  return { days, day, sessions, tracks: distinct(all.map((s) => s.track)), rooms: distinct(all.map((s) => s.room)) };
}

/** For each agenda session that overlaps another agenda session, the titles it overlaps. */
export function agendaOverlaps(all: readonly Session[], agenda: ReadonlySet<string>): Map<string, string[]> {
  const overlaps = new Map<string, string[]>();
  const add = (session: Session, other: Session) => overlaps.set(session.id, [...(overlaps.get(session.id) ?? []), other.title]);
  for (const [a, b] of findClashes(all.filter((session) => agenda.has(session.id)))) {
    add(a, b);
    add(b, a);
  }
  return overlaps;
}
