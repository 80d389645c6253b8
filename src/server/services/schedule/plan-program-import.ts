import { randomUUID } from 'node:crypto';
import type { ImportProgramPreview } from '#shared/contracts/schedule-admin.ts';
import { sessionDraftSchema } from '#shared/contracts/schedule-admin.ts';
import type { Session } from '#shared/contracts/schedule.ts';
import type { ProgramItemContent } from '../../db/schema/program-items.ts';
import { toUnixSeconds } from '../clock.ts';
import type { ParsedProgramRow } from './parse-program-csv.ts';
import { scheduleClashes, type ClashItem } from './schedule-clashes.ts';
import { dateKey, localToInstant, nextDay, parseLocalDate, parseLocalTime, timeKey, wallClockAt } from './wall-clock.ts';

export interface Member {
  attendeeId: string;
  firstName: string;
  lastName: string;
}

interface PlannedSession extends ProgramItemContent {
  /** The existing session's id for an update; a fresh one for a new session. */
  id: string;
  isNew: boolean;
  speakers: Member[];
}

export interface ProgramPlan {
  preview: ImportProgramPreview;
  sessions: PlannedSession[];
  /** Rows with errors: a commit refuses the file when there is any. */
  bad: Array<{ row: number; errors: string[] }>;
}

const fieldLabels: Record<string, string> = { title: 'Title', description: 'Description', room: 'Room', track: 'Track', speakerAttendeeIds: 'Speakers' };

/** What identifies a session across imports: its title, local date and local start. */
const sessionKey = (title: string, date: string, start: string) => `${title.trim().toLowerCase()}\u0000${date}\u0000${start}`;

function existingKey(session: Pick<Session, 'title' | 'startsAt'>, timeZone: string): string {
  const wall = wallClockAt(new Date(session.startsAt * 1000), timeZone);
  return sessionKey(session.title, dateKey(wall), timeKey(wall));
}

type RowTimes = { startsAt: Date; endsAt: Date; key: string } | { errors: string[] };

/**
 * Local date and times → instants; an end before the start runs past midnight into the next
 * day, unless an end date says which day it ends (a session over several days).
 */
function readTimes(cells: ParsedProgramRow['cells'], timeZone: string): RowTimes {
  const date = parseLocalDate(cells.date);
  const start = parseLocalTime(cells.start);
  const end = parseLocalTime(cells.end);
  const endDate = cells.endDate ? parseLocalDate(cells.endDate) : null;
  const errors: string[] = [];
  if (!date) errors.push(cells.date ? `Date "${cells.date}" is not a date like 2026-05-14` : 'Date is missing');
  if (!start) errors.push(cells.start ? `Start "${cells.start}" is not a time like 09:30` : 'Start is missing');
  if (!end) errors.push(cells.end ? `End "${cells.end}" is not a time like 10:15` : 'End is missing');
  if (cells.endDate && !endDate) errors.push(`End date "${cells.endDate}" is not a date like 2026-05-16`);
  if (!date || !start || !end || errors.length > 0) return { errors };
  const startMinutes = start.hour * 60 + start.minute;
  const endMinutes = end.hour * 60 + end.minute;
  if (!endDate && startMinutes === endMinutes) return { errors: ['The session must end after it starts'] };
  if (endDate && dateKey(endDate) < dateKey(date)) return { errors: ['The end date is before the date'] };
  const startsAt = localToInstant(date, start, timeZone);
  const endsAt = localToInstant(endDate ?? (endMinutes < startMinutes ? nextDay(date) : date), end, timeZone);
  if (!startsAt) errors.push(`${timeKey(start)} does not exist on ${dateKey(date)} in ${timeZone} (the clocks skip it)`);
  if (!endsAt) errors.push(`${timeKey(end)} does not exist on that day in ${timeZone} (the clocks skip it)`);
  if (!startsAt || !endsAt) return { errors };
  if (endsAt <= startsAt) return { errors: ['The session must end after it starts'] };
  return { startsAt, endsAt, key: sessionKey(cells.title, dateKey(date), timeKey(start)) };
}

function readSpeakers(text: string, members: ReadonlyMap<string, Member>): { speakers: Member[]; errors: string[] } {
  const emails = [...new Set(text.split(';').map((email) => email.trim().toLowerCase()).filter(Boolean))];
  const errors: string[] = [];
  const speakers: Member[] = [];
  for (const email of emails) {
    const member = members.get(email);
    if (member) speakers.push(member);
    else errors.push(`Speaker ${email} is not a member of this event`);
  }
  return { speakers, errors };
}

/**
 * Every row of a programme file planned against the event's sessions: new, an update (same
 * title, date and start as a session already there), or its errors. Pure: the caller loads
 * the sessions and members. Clashes are those of the schedule as it would be after the import.
 */
export function planProgramImport(
  rows: ParsedProgramRow[],
  { timeZone, existing, members }: { timeZone: string; existing: Session[]; members: ReadonlyMap<string, Member> },
): ProgramPlan {
  const existingByKey = new Map(existing.map((session) => [existingKey(session, timeZone), session]));
  const firstRowOfKey = new Map<string, number>();
  const sessions: PlannedSession[] = [];
  const previewRows: ImportProgramPreview['rows'] = [];
  const bad: ProgramPlan['bad'] = [];

  for (const parsed of rows) {
    const { cells } = parsed;
    const errors = [...parsed.errors];
    const times = readTimes(cells, timeZone);
    if ('errors' in times) errors.push(...times.errors);
    const { speakers, errors: speakerErrors } = readSpeakers(cells.speakers, members);
    errors.push(...speakerErrors);
    const draft = sessionDraftSchema.safeParse({
      title: cells.title,
      description: cells.description,
      room: cells.room,
      track: cells.track,
      startsAt: 'errors' in times ? 0 : toUnixSeconds(times.startsAt),
      endsAt: 'errors' in times ? 1 : toUnixSeconds(times.endsAt),
      speakerAttendeeIds: speakers.map((speaker) => speaker.attendeeId),
    });
    if (!draft.success) {
      for (const issue of draft.error.issues) {
        const field = typeof issue.path[0] === 'string' ? fieldLabels[issue.path[0]] : undefined;
        // The times were judged above (the draft only had placeholders when they were wrong); what
        // remains is a date outside the years the contract takes, said once for the row.
        const isTime = issue.path[0] === 'startsAt' || issue.path[0] === 'endsAt';
        if (isTime && ('errors' in times || issue.code === 'custom' || errors.includes(issue.message))) continue;
        // "Give the session a title" already says which field it is about.
        const selfExplaining = issue.path[0] === 'title' && issue.code === 'too_small';
        errors.push(field && !selfExplaining ? `${field}: ${issue.message}` : issue.message);
      }
    }
    if (!('errors' in times)) {
      const earlier = firstRowOfKey.get(times.key);
      if (earlier !== undefined) errors.push(`The same session (title, date and start) as row ${earlier}`);
      else firstRowOfKey.set(times.key, parsed.row);
    }
    if (errors.length > 0 || !draft.success || 'errors' in times) {
      previewRows.push({ row: parsed.row, title: cells.title, outcome: 'error', errors });
      bad.push({ row: parsed.row, errors });
      continue;
    }
    const match = existingByKey.get(times.key);
    sessions.push({
      id: match?.id ?? randomUUID(),
      isNew: !match,
      title: draft.data.title,
      description: draft.data.description,
      room: draft.data.room,
      track: draft.data.track,
      startsAt: times.startsAt,
      endsAt: times.endsAt,
      speakers,
    });
    previewRows.push({ row: parsed.row, title: draft.data.title, outcome: match ? 'update' : 'new', errors: [] });
  }

  const counts = { new: 0, update: 0, error: 0 };
  for (const row of previewRows) counts[row.outcome] += 1;
  return { preview: { rows: previewRows, counts, clashes: clashesAfter(existing, sessions) }, sessions, bad };
}

/** The clashes of the schedule as it would be: existing sessions with the planned ones laid over them. */
function clashesAfter(existing: Session[], planned: PlannedSession[]) {
  const items = new Map<string, ClashItem>(existing.map((session) => [session.id, session]));
  for (const session of planned) {
    items.set(session.id, { id: session.id, room: session.room, startsAt: toUnixSeconds(session.startsAt), endsAt: toUnixSeconds(session.endsAt), speakers: session.speakers });
  }
  return scheduleClashes([...items.values()]);
}
