// An event's times are typed as wall-clock times in the event's own time zone (the venue's),
// whatever zone the organizer's device is in. These convert between unix seconds and the
// "YYYY-MM-DDTHH:mm" value of an <input type="datetime-local">, with Intl only.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockAt(unixSeconds: number, timeZone: string): WallClock {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(new Date(unixSeconds * 1000)).map((part) => [part.type, part.value]));
  const hour = Number(parts.hour);
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    // Some engines write midnight as 24 even with h23.
    hour: hour === 24 ? 0 : hour,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Unix seconds → "YYYY-MM-DDTHH:mm" as a clock in that zone reads it. */
export function toZonedInput(unixSeconds: number, timeZone: string): string {
  const c = wallClockAt(unixSeconds, timeZone);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`;
}

/** How far the zone's clock is ahead of UTC at that moment, in seconds. */
function offsetAt(unixSeconds: number, timeZone: string): number {
  const c = wallClockAt(unixSeconds, timeZone);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) / 1000 - unixSeconds;
}

const inputPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * "YYYY-MM-DDTHH:mm" read as a clock in that zone → unix seconds; null when it is not a time.
 * A clock time that a daylight-saving jump skips or repeats resolves to one of its neighbours.
 */
export function fromZonedInput(value: string, timeZone: string): number | null {
  const match = inputPattern.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second = '0'] = match.slice(1).map((part) => part ?? '0');
  const asUtc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)) / 1000;
  if (Number.isNaN(asUtc)) return null;
  // The offset at the guess, then at the corrected guess: right everywhere but inside a DST jump.
  const guess = asUtc - offsetAt(asUtc, timeZone);
  return asUtc - offsetAt(guess, timeZone);
}

/** The zone's current offset as "UTC+02:00" / "UTC−05:00" / "UTC". */
export function offsetLabel(timeZone: string, at: number = Date.now() / 1000): string {
  const minutes = Math.round(offsetAt(Math.floor(at), timeZone) / 60);
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '−';
  const abs = Math.abs(minutes);
  return `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
