import { describe, expect, it } from 'vitest';
import { fromZonedInput, offsetLabel, toZonedInput } from '#client/lib/zoned-time.ts';
import { groupTimeZones, listTimeZones, zoneCityLabel } from '#client/features/event-console/time-zones.ts';

// 2026-11-29 14:30 UTC
const moment = Date.UTC(2026, 10, 29, 14, 30) / 1000;

describe("times in the event's own zone", () => {
  it('writes a moment as the clock of the zone reads it', () => {
    expect(toZonedInput(moment, 'UTC')).toBe('2026-11-29T14:30');
    expect(toZonedInput(moment, 'America/Toronto')).toBe('2026-11-29T09:30');
    expect(toZonedInput(moment, 'Asia/Kolkata')).toBe('2026-11-29T20:00');
    expect(toZonedInput(moment, 'Pacific/Auckland')).toBe('2026-11-30T03:30');
  });

  it('reads a clock time in the zone back to the same moment, whatever zone the device is in', () => {
    expect(fromZonedInput('2026-11-29T09:30', 'America/Toronto')).toBe(moment);
    expect(fromZonedInput('2026-11-29T20:00', 'Asia/Kolkata')).toBe(moment);
    expect(fromZonedInput('2026-11-30T03:30', 'Pacific/Auckland')).toBe(moment);
  });

  it('round-trips on both sides of a daylight-saving change', () => {
    for (const text of ['2026-03-07T09:00', '2026-03-09T09:00', '2026-10-31T23:15', '2026-11-02T00:45', '2026-07-01T12:00']) {
      const seconds = fromZonedInput(text, 'America/Toronto');
      expect(seconds, text).not.toBeNull();
      expect(toZonedInput(seconds as number, 'America/Toronto'), text).toBe(text);
    }
    // Summer: UTC−4; winter: UTC−5.
    expect(fromZonedInput('2026-07-01T12:00', 'America/Toronto')).toBe(Date.UTC(2026, 6, 1, 16, 0) / 1000);
    expect(fromZonedInput('2026-12-01T12:00', 'America/Toronto')).toBe(Date.UTC(2026, 11, 1, 17, 0) / 1000);
  });

  it('a clock time skipped by the spring jump still gives a time near it', () => {
    const seconds = fromZonedInput('2026-03-08T02:30', 'America/Toronto') as number;
    expect(Math.abs(seconds - Date.UTC(2026, 2, 8, 7, 0) / 1000)).toBeLessThanOrEqual(3600);
  });

  it('refuses what is not a time', () => {
    expect(fromZonedInput('', 'UTC')).toBeNull();
    expect(fromZonedInput('tomorrow at nine', 'UTC')).toBeNull();
    expect(fromZonedInput('2026-11-29', 'UTC')).toBeNull();
  });

  it('labels offsets the way people read them', () => {
    expect(offsetLabel('UTC', moment)).toBe('UTC');
    expect(offsetLabel('America/Toronto', moment)).toBe('UTC−05:00');
    expect(offsetLabel('Asia/Kolkata', moment)).toBe('UTC+05:30');
  });
});

describe('the time-zone list', () => {
  it('holds every zone the browser knows, UTC and the event zone, grouped by region', () => {
    const zones = listTimeZones('Etc/GMT+5');
    expect(zones).toContain('America/Toronto');
    expect(zones).toContain('UTC');
    expect(zones).toContain('Etc/GMT+5');
    const groups = groupTimeZones(['America/Toronto', 'Europe/Paris', 'America/Argentina/Salta', 'UTC']);
    expect(groups).toEqual([
      { region: 'America', zones: ['America/Toronto', 'America/Argentina/Salta'] },
      { region: 'Europe', zones: ['Europe/Paris'] },
      { region: 'Other', zones: ['UTC'] },
    ]);
    expect(zoneCityLabel('America/Argentina/Buenos_Aires')).toBe('Argentina / Buenos Aires');
  });
});
