import { describe, expect, it } from 'vitest';
import { localToInstant, parseLocalDate, parseLocalTime } from '#server/services/schedule/wall-clock.ts';

const at = (date: string, time: string, zone: string) => localToInstant(parseLocalDate(date)!, parseLocalTime(time)!, zone)?.toISOString() ?? null;

describe('wall clock → UTC (Intl, no library)', () => {
  it('converts with the offset of that very date, on both sides of a DST change', () => {
    expect(at('2026-03-07', '09:00', 'America/Toronto')).toBe('2026-03-07T14:00:00.000Z'); // EST
    expect(at('2026-03-08', '09:00', 'America/Toronto')).toBe('2026-03-08T13:00:00.000Z'); // EDT from 02:00
    expect(at('2026-03-08', '01:59', 'America/Toronto')).toBe('2026-03-08T06:59:00.000Z');
    expect(at('2026-03-08', '03:00', 'America/Toronto')).toBe('2026-03-08T07:00:00.000Z');
    expect(at('2026-03-29', '09:00', 'Europe/Berlin')).toBe('2026-03-29T07:00:00.000Z');
    expect(at('2026-05-14', '09:00', 'Asia/Tokyo')).toBe('2026-05-14T00:00:00.000Z');
    expect(at('2026-05-14', '09:00', 'Asia/Kolkata')).toBe('2026-05-14T03:30:00.000Z');
  });

  it('refuses the hour the clocks skip, and reads a repeated hour as one of its two instants', () => {
    expect(at('2026-03-08', '02:30', 'America/Toronto')).toBeNull();
    expect(['2026-11-01T05:30:00.000Z', '2026-11-01T06:30:00.000Z']).toContain(at('2026-11-01', '01:30', 'America/Toronto'));
  });

  it('reads only real dates and 24-hour times', () => {
    expect(parseLocalDate('2026-02-30')).toBeNull();
    expect(parseLocalDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseLocalDate('14/05/2026')).toBeNull();
    expect(parseLocalTime('9:05')).toEqual({ hour: 9, minute: 5 });
    expect(parseLocalTime('24:00')).toBeNull();
    expect(parseLocalTime('10:60')).toBeNull();
  });
});
