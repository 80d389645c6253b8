import { describe, expect, it, vi } from 'vitest';
import { dayLabel, groupByZonedDay, nowAndNext, zonedDayKey, zoneOffsetMinutes, zonesDiffer } from '#shared/rules/schedule-days.ts';
import { findClashes, findClashesBy, overlaps } from '#shared/rules/time-clashes.ts';
import { zoneOffsetMs } from '#shared/rules/wall-clock.ts';
import { deviceTimeZone } from '#shared/rules/kept-formats.ts';
import { eventDateLine } from '#shared/rules/event-date-line.ts';

const at = (iso: string) => Date.parse(iso) / 1000;
const item = (id: string, start: string, end: string, extra: { room?: string; speakers?: string[] } = {}) => ({ id, startsAt: at(start), endsAt: at(end), ...extra });

describe('schedule days in the event time zone', () => {
  it('puts a session that runs over midnight on the day it starts', () => {
    const party = item('party', '2026-11-21T03:00:00Z', '2026-11-21T07:00:00Z'); // 22:00–02:00 in Toronto (UTC-5)
    const breakfast = item('breakfast', '2026-11-21T13:00:00Z', '2026-11-21T14:00:00Z');
    const days = groupByZonedDay([breakfast, party], 'America/Toronto');
    expect(days.map((d) => [d.key, d.items.map((i) => i.id)])).toEqual([
      ['2026-11-20', ['party']],
      ['2026-11-21', ['breakfast']],
    ]);
  });

  it('reads the same instant as different days in different zones', () => {
    const s = at('2026-11-22T23:30:00Z');
    expect(zonedDayKey(s, 'UTC')).toBe('2026-11-22');
    expect(zonedDayKey(s, 'Asia/Tokyo')).toBe('2026-11-23');
    expect(zonedDayKey(s, 'America/Vancouver')).toBe('2026-11-22');
  });

  it("builds the key from the date's parts, whatever pattern the engine's en-CA data formats with", () => {
    // WebKitGTK's locale data formats en-CA dates as "11/22/2026"; a key taken from the formatted
    // text broke the event home there ("Invalid Date").
    // `format` is a getter returning a bound function: replaced as one, and put back after.
    const prototype = Intl.DateTimeFormat.prototype;
    const format = Object.getOwnPropertyDescriptor(prototype, 'format');
    Object.defineProperty(prototype, 'format', { configurable: true, get: () => () => '11/22/2026' });
    const formatToParts = vi.spyOn(prototype, 'formatToParts').mockReturnValue([
      { type: 'month', value: '11' },
      { type: 'literal', value: '/' },
      { type: 'day', value: '22' },
      { type: 'literal', value: '/' },
      { type: 'year', value: '2026' },
    ]);
    try {
      expect(zonedDayKey(at('2026-11-22T15:00:00Z'), 'Europe/Lisbon')).toBe('2026-11-22');
    } finally {
      if (format) Object.defineProperty(prototype, 'format', format);
      formatToParts.mockRestore();
    }
  });

  it('keeps the day across a DST change (a 25-hour day is still one day)', () => {
    // Toronto leaves DST on 2026-11-01 at 02:00 local: 00:30 and 23:30 local are both that day.
    const early = item('early', '2026-11-01T04:30:00Z', '2026-11-01T05:00:00Z');
    const late = item('late', '2026-11-02T04:30:00Z', '2026-11-02T05:00:00Z');
    const days = groupByZonedDay([early, late], 'America/Toronto');
    expect(days).toHaveLength(1);
    expect(days[0]!.key).toBe('2026-11-01');
    expect(zoneOffsetMinutes(early.startsAt, 'America/Toronto')).toBe(-240);
    expect(zoneOffsetMinutes(late.startsAt, 'America/Toronto')).toBe(-300);
  });

  it('answers every minute of a clock change and a midnight as Intl does, though it keeps answers per quarter hour', () => {
    // Around a DST change each: Toronto (an hour), Lord Howe (half an hour), and Kathmandu's +05:45 midnights.
    const cases = [
      ['America/Toronto', '2026-11-01T04:00:00Z'],
      ['Australia/Lord_Howe', '2026-10-03T13:00:00Z'],
      ['Asia/Kathmandu', '2026-11-20T16:00:00Z'],
    ] as const;
    for (const [zone, from] of cases) {
      const read = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
      for (let seconds = at(from); seconds < at(from) + 12 * 3600; seconds += 60) {
        const parts = Object.fromEntries(read.formatToParts(seconds * 1000).map((part) => [part.type, part.value]));
        expect(zonedDayKey(seconds, zone)).toBe(`${parts.year}-${parts.month}-${parts.day}`);
        expect(zoneOffsetMinutes(seconds, zone)).toBe(Math.round(zoneOffsetMs(seconds * 1000, zone) / 60_000));
      }
    }
  });

  it('says when the viewer reads another clock than the event', () => {
    const s = at('2026-07-01T12:00:00Z');
    expect(zonesDiffer(s, 'Europe/Paris', 'Europe/Berlin')).toBe(false);
    expect(zonesDiffer(s, 'Europe/Paris', 'America/Toronto')).toBe(true);
  });

  it('labels a day key the same in every zone', () => {
    expect(dayLabel('2026-11-22')).toMatch(/Sun.*Nov.*22/);
  });

  it('finds now and next', () => {
    const a = item('a', '2026-11-22T09:00:00Z', '2026-11-22T10:00:00Z');
    const b = item('b', '2026-11-22T10:00:00Z', '2026-11-22T11:00:00Z');
    const c = item('c', '2026-11-22T10:00:00Z', '2026-11-22T10:30:00Z');
    const d = item('d', '2026-11-22T12:00:00Z', '2026-11-22T13:00:00Z');
    const result = nowAndNext([d, c, b, a], at('2026-11-22T09:30:00Z'));
    expect(result.now.map((i) => i.id)).toEqual(['a']);
    expect(result.next.map((i) => i.id).sort()).toEqual(['b', 'c']);
    expect(nowAndNext([a], at('2026-11-22T11:00:00Z'))).toEqual({ now: [], next: [] });
  });
});

describe('clashes', () => {
  it('treats touching sessions as not overlapping', () => {
    const a = item('a', '2026-11-22T09:00:00Z', '2026-11-22T10:00:00Z');
    const b = item('b', '2026-11-22T10:00:00Z', '2026-11-22T11:00:00Z');
    expect(overlaps(a, b)).toBe(false);
    expect(findClashes([a, b])).toEqual([]);
  });

  it('lists every overlapping pair once', () => {
    const long = item('long', '2026-11-22T09:00:00Z', '2026-11-22T12:00:00Z');
    const x = item('x', '2026-11-22T09:30:00Z', '2026-11-22T10:00:00Z');
    const y = item('y', '2026-11-22T11:00:00Z', '2026-11-22T11:30:00Z');
    const pairs = findClashes([y, x, long]).map(([p, q]) => `${p.id}+${q.id}`);
    expect(pairs).toEqual(['long+x', 'long+y']);
  });

  it('groups clashes by room or speaker', () => {
    const a = item('a', '2026-11-22T09:00:00Z', '2026-11-22T10:00:00Z', { room: 'Hall A', speakers: ['ada'] });
    const b = item('b', '2026-11-22T09:30:00Z', '2026-11-22T10:30:00Z', { room: 'Hall B', speakers: ['ada'] });
    const c = item('c', '2026-11-22T09:45:00Z', '2026-11-22T10:15:00Z', { room: 'Hall A', speakers: [] });
    const byRoom = findClashesBy([a, b, c], (i) => [i.room ?? '']);
    expect(byRoom.map((clash) => `${clash.key}:${clash.items[0].id}+${clash.items[1].id}`)).toEqual(['Hall A:a+c']);
    const bySpeaker = findClashesBy([a, b, c], (i) => i.speakers ?? []);
    expect(bySpeaker.map((clash) => `${clash.key}:${clash.items[0].id}+${clash.items[1].id}`)).toEqual(['ada:a+b']);
  });
});

describe("the device's own zone", () => {
  it('is read again when the phone changes zone: its days are not kept from the old one', () => {
    const before = process.env.TZ;
    // 2026-11-22 20:00 UTC: already the 23rd in Auckland, still the 22nd in Los Angeles.
    const instant = Date.UTC(2026, 10, 22, 20) / 1000;
    try {
      process.env.TZ = 'Pacific/Auckland';
      expect(deviceTimeZone()).toBe('Pacific/Auckland');
      expect(zonedDayKey(instant, undefined)).toBe('2026-11-23');
      expect(eventDateLine(instant, instant + 3600)).toMatch(/Nov 23/);
      process.env.TZ = 'America/Los_Angeles';
      expect(zonedDayKey(instant, undefined)).toBe('2026-11-22');
      expect(eventDateLine(instant, instant + 3600)).toMatch(/Nov 22/);
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
});
