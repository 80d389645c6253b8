import { wallClockAt, wallTimeToInstant } from './wall-clock.ts';

// The meeting slot grid: each organizer window ("2026-11-23", 10:00–12:00, event's time zone) cut
// into slots of the event's length. Pure, so the server (which judges a proposed slot) and the
// page (which draws the grid offline) cut the same slots.

export interface MeetingWindow {
  /** The event's local date, YYYY-MM-DD. */
  date: string;
  /** Local wall times, HH:MM (24-hour); `to` after `from`. */
  from: string;
  to: string;
}

export const meetingSlotLengths = [15, 20, 30] as const;

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "10:30" → minutes since midnight, or null when it is not a 24-hour HH:MM time. */
export function minutesOfTime(text: string): number | null {
  const match = timePattern.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** "2026-11-23" → its parts, or null when it is no calendar date (2026-02-30 included). */
export function partsOfDate(text: string): { year: number; month: number; day: number } | null {
  const match = datePattern.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** The local date (YYYY-MM-DD) in `timeZone` at an instant (unix seconds). */
export function localDateOf(unixSeconds: number, timeZone: string): string {
  const clock = wallClockAt(unixSeconds * 1000, timeZone);
  return `${clock.year}-${pad2(clock.month)}-${pad2(clock.day)}`;
}

/** The local dates an event covers, first and last (its start's and its end's date in its zone). */
export function eventDateRange(event: { startsAt: number; endsAt: number; timeZone: string }): { first: string; last: string } {
  return { first: localDateOf(event.startsAt, event.timeZone), last: localDateOf(event.endsAt, event.timeZone) };
}

/**
 * Every slot start (unix seconds, ascending, no repeats) of the windows on the event's dates: from
 * each window's start, one slot after the other while a whole slot fits before the window's end.
 * A window on a date outside the event (its dates moved since) gives none.
 */
export function meetingSlotStarts(
  windows: readonly MeetingWindow[],
  slotMinutes: number,
  event: { startsAt: number; endsAt: number; timeZone: string },
): number[] {
  const { first, last } = eventDateRange(event);
  const starts = new Set<number>();
  for (const window of windows) {
    const date = partsOfDate(window.date);
    const from = minutesOfTime(window.from);
    const to = minutesOfTime(window.to);
    if (!date || from === null || to === null || to <= from) continue;
    if (window.date < first || window.date > last) continue;
    const opens = wallTimeToInstant({ ...date, hour: Math.floor(from / 60), minute: from % 60 }, event.timeZone) / 1000;
    const closes = wallTimeToInstant({ ...date, hour: Math.floor(to / 60), minute: to % 60 }, event.timeZone) / 1000;
    for (let start = opens; start + slotMinutes * 60 <= closes; start += slotMinutes * 60) starts.add(start);
  }
  return [...starts].sort((a, b) => a - b);
}

/** Two time spans [start, end) overlap. */
export const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;
