import { describe, expect, it } from 'vitest';
import { wallClockAt, wallTimeToInstant, zoneOffsetMs } from '#shared/rules/wall-clock.ts';

describe('a time zone wall clock', () => {
  it('reads an instant in a zone, midnight as hour 0', () => {
    expect(wallClockAt(Date.parse('2026-11-22T05:00:00Z'), 'America/Toronto')).toEqual({ year: 2026, month: 11, day: 22, hour: 0, minute: 0, second: 0 });
    expect(wallClockAt(Date.parse('2026-11-22T23:30:15Z'), 'Asia/Tokyo')).toEqual({ year: 2026, month: 11, day: 23, hour: 8, minute: 30, second: 15 });
  });

  it('gives the offset on either side of a DST change', () => {
    expect(zoneOffsetMs(Date.parse('2026-07-01T12:00:00Z'), 'Europe/Paris')).toBe(2 * 3600_000);
    expect(zoneOffsetMs(Date.parse('2026-12-01T12:00:00Z'), 'Europe/Paris')).toBe(3600_000);
  });

  it('turns a wall time back into the instant, across DST and in a zone with a half-hour offset', () => {
    expect(wallTimeToInstant({ year: 2026, month: 3, day: 8, hour: 12 }, 'America/Toronto')).toBe(Date.parse('2026-03-08T16:00:00Z'));
    expect(wallTimeToInstant({ year: 2026, month: 3, day: 7, hour: 12 }, 'America/Toronto')).toBe(Date.parse('2026-03-07T17:00:00Z'));
    expect(wallTimeToInstant({ year: 2026, month: 1, day: 15, hour: 9, minute: 45 }, 'Asia/Kolkata')).toBe(Date.parse('2026-01-15T04:15:00Z'));
  });

  it('resolves a wall time that a DST jump skips to a neighbouring instant', () => {
    // 02:30 never happens in Toronto on 2026-03-08 (02:00 → 03:00).
    const instant = wallTimeToInstant({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, 'America/Toronto');
    expect([Date.parse('2026-03-08T06:30:00Z'), Date.parse('2026-03-08T07:30:00Z')]).toContain(instant);
  });
});
