import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, formatUtc } from '#server/services/calendar/ical.ts';
import { calendarFilename } from '#server/services/calendar/session-entries.ts';

const octets = (line: string) => new TextEncoder().encode(line).length;
const entry = {
  uid: 'abc@hallway',
  startsAt: new Date('2026-03-08T13:00:00Z'),
  endsAt: new Date('2026-03-08T14:30:00Z'),
  summary: 'Sync; without, surprises',
  location: 'Room A',
  description: 'Line one\nLine two',
  url: 'https://hallway.example/event/e/program/p',
};

describe('iCalendar builder (RFC 5545)', () => {
  it('escapes backslashes, semicolons, commas and every kind of line break in TEXT', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('folds at 75 octets with a leading space, never inside a UTF-8 character', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}🎉${'x'.repeat(50)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(2);
    for (const [index, part] of folded.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(folded.map((part, index) => (index > 0 ? part.slice(1) : part)).join('')).toBe(line);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('writes a VCALENDAR of VEVENTs in UTC with CRLF line endings', () => {
    const text = buildCalendar([entry], { now: new Date('2026-01-01T00:00:00.123Z'), name: 'Conf, my agenda' });
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('X-WR-CALNAME:Conf\\, my agenda');
    expect(lines).toContain('UID:abc@hallway');
    expect(lines).toContain('DTSTAMP:20260101T000000Z');
    expect(lines).toContain('DTSTART:20260308T130000Z');
    expect(lines).toContain('DTEND:20260308T143000Z');
    expect(lines).toContain('SUMMARY:Sync\\; without\\, surprises');
    expect(lines).toContain('LOCATION:Room A');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two');
    expect(lines).toContain('URL:https://hallway.example/event/e/program/p');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('names files safely and formats UTC stamps', () => {
    expect(calendarFilename('Café: "quoted" / slashed')).toBe('cafe-quoted-slashed.ics');
    expect(calendarFilename('🎉')).toBe('session.ics');
    expect(formatUtc(new Date('2026-12-31T23:59:59Z'))).toBe('20261231T235959Z');
  });
});
