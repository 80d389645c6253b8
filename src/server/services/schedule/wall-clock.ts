import { wallClockAt as readWallClock } from '#shared/rules/wall-clock.ts';
import { zonedTimeToDate } from '../zoned-time.ts';

// The programme import reads dates and times as the event's wall clock. The conversion is
// Intl's (no library): zonedTimeToDate, then a check that the instant reads back as the same
// wall time, which fails exactly for the hour a DST change skips.

export interface LocalDate {
  year: number;
  month: number;
  day: number;
}
export interface LocalTime {
  hour: number;
  minute: number;
}

/** "2026-03-08" → a date, or null when it is not one (2026-02-30 included). */
export function parseLocalDate(text: string): LocalDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** "9:05" or "09:05" (24-hour) → a time, or null. */
export function parseLocalTime(text: string): LocalTime | null {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
}

export function nextDay(date: LocalDate): LocalDate {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/** The wall clock in `timeZone` at an instant, as numbers. */
export function wallClockAt(instant: Date, timeZone: string): LocalDate & LocalTime {
  const { year, month, day, hour, minute } = readWallClock(instant.getTime(), timeZone);
  return { year, month, day, hour, minute };
}

/**
 * The instant the wall clock in `timeZone` shows this date and time; null when that wall time
 * never happens there (the hour skipped when clocks go forward). A repeated hour (clocks going
 * back) answers its first occurrence or its second, whichever the offset probe lands on.
 */
export function localToInstant(date: LocalDate, time: LocalTime, timeZone: string): Date | null {
  const instant = zonedTimeToDate({ ...date, ...time }, timeZone);
  const back = wallClockAt(instant, timeZone);
  const same = back.year === date.year && back.month === date.month && back.day === date.day && back.hour === time.hour && back.minute === time.minute;
  return same ? instant : null;
}

const pad2 = (value: number) => String(value).padStart(2, '0');
export const dateKey = (date: LocalDate) => `${date.year}-${pad2(date.month)}-${pad2(date.day)}`;
export const timeKey = (time: LocalTime) => `${pad2(time.hour)}:${pad2(time.minute)}`;
