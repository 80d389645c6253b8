import type { SessionDraft } from '#shared/contracts/schedule-admin.ts';
import type { Session } from '#shared/contracts/schedule.ts';
import { nextDayKey } from '#shared/rules/schedule-days.ts';
import { fromZonedInput, toZonedInput } from '#client/lib/zoned-time.ts';

// The editor's form: a day and two clock times on the EVENT's calendar (the venue's), whatever
// zone the organizer's phone is in, converted to unix seconds only when saved. An end earlier
// than the start runs past midnight into the next day, as in the programme import; a session
// over several days (a hackathon, a two-day workshop) names its end date.

export interface SessionForm {
  title: string;
  description: string;
  room: string;
  track: string;
  /** "YYYY-MM-DD" in the event's zone. */
  date: string;
  /** "HH:MM" in the event's zone. */
  start: string;
  end: string;
  /** "YYYY-MM-DD" when the session ends on a later day than the past-midnight rule gives; else null. */
  endDate: string | null;
  /** In the order they are listed. */
  speakerIds: string[];
}

export type SessionField = 'title' | 'description' | 'room' | 'track' | 'date' | 'start' | 'end' | 'endDate' | 'speakers';
export type SessionFieldErrors = Partial<Record<SessionField, string[]>>;

/** The contract's limits (src/shared/contracts/schedule-admin.ts). */
export const sessionLimits = { title: 200, description: 5000, room: 80, track: 80, speakers: 20 } as const;

export function formFromSession(session: Session, timeZone: string): SessionForm {
  const starts = toZonedInput(session.startsAt, timeZone);
  const ends = toZonedInput(session.endsAt, timeZone);
  const form = { date: starts.slice(0, 10), start: starts.slice(11), end: ends.slice(11) };
  // Only an end the same-day / past-midnight rule would not give is named: editing a three-day
  // hackathon must not shorten it to one night.
  const impliedEndDate = endsNextDay(form) ? nextDate(form.date) : form.date;
  return {
    title: session.title,
    description: session.description,
    room: session.room,
    track: session.track,
    ...form,
    endDate: ends.slice(0, 10) === impliedEndDate ? null : ends.slice(0, 10),
    speakerIds: session.speakers.map((speaker) => speaker.attendeeId),
  };
}

export function newSessionForm(date: string): SessionForm {
  return { title: '', description: '', room: '', track: '', date, start: '09:00', end: '10:00', endDate: null, speakerIds: [] };
}

/** "2026-11-22" → "2026-11-23" (the shared calendar rule). */
export const nextDate = nextDayKey;

const timePattern = /^\d{2}:\d{2}$/;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** True when the end is earlier than the start: the session runs past midnight. */
export function endsNextDay(form: Pick<SessionForm, 'start' | 'end'>): boolean {
  return timePattern.test(form.start) && timePattern.test(form.end) && form.end < form.start;
}

export type SessionCheck = { ok: true; draft: SessionDraft } | { ok: false; errors: SessionFieldErrors };

/** The contract's rules, checked before sending, with the form's own words. */
export function checkSessionForm(form: SessionForm, timeZone: string): SessionCheck {
  const errors: SessionFieldErrors = {};
  const title = form.title.trim();
  if (!title) errors.title = ['Give the session a title.'];
  else if (title.length > sessionLimits.title) errors.title = [`Use at most ${sessionLimits.title} characters.`];
  for (const field of ['description', 'room', 'track'] as const) {
    if (form[field].trim().length > sessionLimits[field]) errors[field] = [`Use at most ${sessionLimits[field]} characters.`];
  }
  if (form.speakerIds.length > sessionLimits.speakers) errors.speakers = [`A session can have at most ${sessionLimits.speakers} speakers.`];
  if (!datePattern.test(form.date)) errors.date = ['Choose the day of the session.'];
  if (!timePattern.test(form.start)) errors.start = ['Choose when the session starts.'];
  if (!timePattern.test(form.end)) errors.end = ['Choose when the session ends.'];
  else if (form.endDate === null && form.end === form.start) errors.end = ['The session must end after it starts.'];
  if (form.endDate !== null && !datePattern.test(form.endDate)) errors.endDate = ['Choose the day the session ends.'];
  else if (form.endDate !== null && datePattern.test(form.date) && form.endDate < form.date) errors.endDate = ['The session cannot end before the day it starts.'];
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const startsAt = fromZonedInput(`${form.date}T${form.start}`, timeZone);
  const endDate = form.endDate ?? (endsNextDay(form) ? nextDate(form.date) : form.date);
  const endsAt = fromZonedInput(`${endDate}T${form.end}`, timeZone);
  if (startsAt === null) return { ok: false, errors: { date: ['Choose the day of the session.'] } };
  if (endsAt === null || endsAt <= startsAt) return { ok: false, errors: { end: ['The session must end after it starts.'] } };
  return {
    ok: true,
    draft: {
      title,
      description: form.description.trim(),
      room: form.room.trim(),
      track: form.track.trim(),
      startsAt,
      endsAt,
      speakerAttendeeIds: form.speakerIds,
    },
  };
}
