// The schedule is read in the event's own time zone. A session belongs to the day it
// starts on there (a party from 22:00 to 01:00 is on the first day), and a day is whatever the
// zone's calendar says, so a DST change makes a 23- or 25-hour day, never a missing one.
// Times are unix seconds, as everywhere in the programme.
import { deviceTimeZone, keptFormat } from './kept-formats.ts';
import { zoneOffsetMs } from './wall-clock.ts';

export interface TimedItem {
  startsAt: number;
  endsAt: number;
}

// A schedule asks the day and the offset of every session, again at each render; reading them
// through Intl costs ~0.1 ms each on a slow phone (formatToParts). Since 1980 every zone's offset
// is a whole number of quarter hours, so its midnights and clock changes fall on quarter hours
// of UTC too: within one quarter hour the answer cannot change, and it is kept per quarter hour
// (sessions mostly start on a few of them). Earlier instants (local mean times of odd offsets)
// are read every time.
const quarterHour = 15 * 60;
const keptSince = Date.UTC(1980, 0, 1) / 1000;
const keptAtMost = 5_000;
const dayKeys = new Map<string, string>();
const offsets = new Map<string, number>();

function byQuarterHour<T>(kept: Map<string, T>, seconds: number, timeZone: string, read: () => T): T {
  if (seconds < keptSince) return read();
  const key = `${timeZone} ${Math.floor(seconds / quarterHour)}`;
  let value = kept.get(key);
  if (value === undefined) {
    value = read();
    if (kept.size >= keptAtMost) kept.clear();
    kept.set(key, value);
  }
  return value;
}

/**
 * "2026-11-22": sorts as text and is the value kept in the URL's day filter. Built from the date's
 * parts, never from en-CA's formatted text: its pattern is locale data, not a promise, and
 * WebKitGTK's gives "11/22/2026" (the event home then failed with "Invalid Date", issue 34).
 * `timeZone` undefined: the device's own.
 */
export function zonedDayKey(seconds: number, timeZone: string | undefined): string {
  // Kept under the zone's name, the device's too: a phone that changes zone must not keep the old one's days.
  const zone = timeZone ?? deviceTimeZone();
  return byQuarterHour(dayKeys, seconds, zone, () => readDayKey(seconds, zone));
}

function readDayKey(seconds: number, timeZone: string): string {
  const format = keptFormat(`day key ${timeZone}`, () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }));
  const parts = format.formatToParts(seconds * 1000);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export interface ScheduleDay<T> {
  key: string;
  items: T[];
}

/** Days in order, each with its items by start time (then end time, then the caller's order). */
export function groupByZonedDay<T extends TimedItem>(items: readonly T[], timeZone: string): ScheduleDay<T>[] {
  const days = new Map<string, T[]>();
  const sorted = [...items].sort((a, b) => a.startsAt - b.startsAt || a.endsAt - b.endsAt);
  for (const item of sorted) {
    const key = zonedDayKey(item.startsAt, timeZone);
    const day = days.get(key);
    if (day) day.push(item);
    else days.set(key, [item]);
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, dayItems]) => ({ key, items: dayItems }));
}

/** "2026-11-22" → "2026-11-23": calendar arithmetic at noon UTC, so no zone can shift it. */
export function nextDayKey(key: string): string {
  const [year, month, day] = key.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + 1, 12)).toISOString().slice(0, 10);
}

/** "Sun, Nov 22": the day tab's label, from a day key (noon UTC keeps the date in every zone). */
export function dayLabel(key: string, locale = 'en-CA'): string {
  const [year, month, day] = key.split('-').map(Number);
  const noon = Date.UTC(year!, month! - 1, day!, 12);
  return keptFormat(`day label ${locale}`, () => new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' })).format(noon);
}

/** The zone's offset from UTC at an instant, in minutes (so two zones can be compared at that instant). */
export function zoneOffsetMinutes(seconds: number, timeZone: string): number {
  return byQuarterHour(offsets, seconds, timeZone, () => Math.round(zoneOffsetMs(seconds * 1000, timeZone) / 60_000));
}

/** Whether the viewer's clock reads differently from the event's at that instant (then we show both). */
export function zonesDiffer(seconds: number, eventZone: string, viewerZone: string): boolean {
  return zoneOffsetMinutes(seconds, eventZone) !== zoneOffsetMinutes(seconds, viewerZone);
}

/** "Now and next": what runs at `now`, and what starts next after it (all sessions starting at that same time). */
export function nowAndNext<T extends TimedItem>(items: readonly T[], now: number): { now: T[]; next: T[] } {
  const running = items.filter((item) => item.startsAt <= now && now < item.endsAt);
  const upcoming = items.filter((item) => item.startsAt > now);
  const nextStart = Math.min(...upcoming.map((item) => item.startsAt));
  return {
    now: running.sort((a, b) => a.startsAt - b.startsAt),
    next: upcoming.filter((item) => item.startsAt === nextStart),
  };
}
