// An event's times are typed as wall-clock times in the event's own time zone (the venue's),
// whatever zone the organizer's device is in. These convert between unix seconds and the
// "YYYY-MM-DDTHH:mm" value of an <input type="datetime-local">; the zone arithmetic is the
// shared rule's (src/shared/rules/wall-clock.ts).
import { wallClockAt, wallTimeToInstant, zoneOffsetMs } from '#shared/rules/wall-clock.ts';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Unix seconds → "YYYY-MM-DDTHH:mm" as a clock in that zone reads it. */
export function toZonedInput(unixSeconds: number, timeZone: string): string {
  const c = wallClockAt(unixSeconds * 1000, timeZone);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`;
}

const inputPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * "YYYY-MM-DDTHH:mm" read as a clock in that zone → unix seconds; null when it is not a time.
 * A clock time that a daylight-saving jump skips or repeats resolves to one of its neighbours.
 */
export function fromZonedInput(value: string, timeZone: string): number | null {
  const match = inputPattern.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? '0'));
  const instant = wallTimeToInstant({ year: year!, month: month!, day: day!, hour: hour!, minute, second }, timeZone);
  return Number.isNaN(instant) ? null : instant / 1000;
}

/** The zone's current offset as "UTC+02:00" / "UTC−05:00" / "UTC". */
export function offsetLabel(timeZone: string, at: number = Date.now() / 1000): string {
  const minutes = Math.round(zoneOffsetMs(Math.floor(at) * 1000, timeZone) / 60_000);
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '−';
  const abs = Math.abs(minutes);
  return `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
