// A small iCalendar (RFC 5545) writer for "add to calendar": one session as a file, or a
// person's agenda as a subscribable feed. Pure, so the escaping and folding rules are tested alone.

export interface CalendarEntry {
  uid: string;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  location: string;
  description: string;
  url: string;
}

export interface CalendarOptions {
  /** X-WR-CALNAME: how a subscribed calendar is named in the app (feeds only). */
  name?: string;
  /** DTSTAMP of every entry: when this copy was made. */
  now: Date;
}

const maxLineOctets = 75;
const encoder = new TextEncoder();

/** TEXT values (RFC 5545, section 3.3.11): backslash, semicolon and comma escaped; any line break becomes \n. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545, section 3.1): continuation lines start with one space. Splits
 * between characters, never inside a UTF-8 sequence (an emoji stays whole).
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= maxLineOctets) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = maxLineOctets;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = maxLineOctets - 1; // the leading space counts
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 20260314T091500Z: UTC, so no VTIMEZONE is needed. */
export function formatUtc(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function entryLines(entry: CalendarEntry, now: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(entry.uid)}`,
    `DTSTAMP:${formatUtc(now)}`,
    `DTSTART:${formatUtc(entry.startsAt)}`,
    `DTEND:${formatUtc(entry.endsAt)}`,
    `SUMMARY:${escapeText(entry.summary)}`,
    ...(entry.location ? [`LOCATION:${escapeText(entry.location)}`] : []),
    ...(entry.description ? [`DESCRIPTION:${escapeText(entry.description)}`] : []),
    // A URI value, not TEXT: commas and semicolons in it are not escaped.
    `URL:${entry.url}`,
    'END:VEVENT',
  ];
}

/** A whole VCALENDAR, CRLF line endings, every line folded. */
export function buildCalendar(entries: readonly CalendarEntry[], options: CalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hallway//Schedule//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.name ? [`X-WR-CALNAME:${escapeText(options.name)}`] : []),
    ...entries.flatMap((entry) => entryLines(entry, options.now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
