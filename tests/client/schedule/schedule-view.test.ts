import { describe, expect, it } from 'vitest';
import { scheduleView, agendaOverlaps } from '#client/features/schedule/schedule-view.ts';
import { makeSession } from '../event-pack/pack-fakes.ts';

// 2026-11-22 00:00 in Tokyo (UTC+9) is 2026-11-21T15:00Z.
const tokyoMidnight = Date.UTC(2026, 10, 21, 15) / 1000;
const hour = 3600;

describe('schedule view', () => {
  const party = makeSession(1, { title: 'Closing party', startsAt: tokyoMidnight - 2 * hour, endsAt: tokyoMidnight + hour });
  const keynote = makeSession(2, { title: 'Keynote', startsAt: tokyoMidnight + 9 * hour, endsAt: tokyoMidnight + 10 * hour, track: 'Main', room: 'Hall A' });
  const workshop = makeSession(3, { title: 'Rust workshop', startsAt: tokyoMidnight + 9.5 * hour, endsAt: tokyoMidnight + 11 * hour, track: 'Labs', room: 'Room 2' });
  const all = [keynote, workshop, party];

  it('groups by day in the event zone: a session over midnight stays on the day it starts', () => {
    const view = scheduleView(all, { filter: 'all' }, new Set(), 'Asia/Tokyo', 0);
    expect(view.days.map((d) => [d.key, d.items.map((s) => s.title)])).toEqual([
      ['2026-11-21', ['Closing party']],
      ['2026-11-22', ['Keynote', 'Rust workshop']],
    ]);
    expect(scheduleView(all, { filter: 'all' }, new Set(), 'UTC', 0).days.map((d) => d.key)).toEqual(['2026-11-21', '2026-11-22']);
  });

  it('shows the day from the URL, else today in the event zone, else the first day', () => {
    expect(scheduleView(all, { filter: 'all', day: '2026-11-22' }, new Set(), 'Asia/Tokyo', 0).day).toBe('2026-11-22');
    expect(scheduleView(all, { filter: 'all' }, new Set(), 'Asia/Tokyo', tokyoMidnight + hour).day).toBe('2026-11-22');
    expect(scheduleView(all, { filter: 'all', day: '2030-01-01' }, new Set(), 'Asia/Tokyo', 0).day).toBe('2026-11-21');
  });

  it('filters by my agenda, track, room and search text (across all days)', () => {
    const mine = scheduleView(all, { filter: 'mine' }, new Set([party.id, workshop.id]), 'Asia/Tokyo', 0);
    expect(mine.sessions.flatMap((d) => d.items.map((s) => s.title))).toEqual(['Closing party', 'Rust workshop']);
    expect(scheduleView(all, { filter: 'all', day: '2026-11-22', track: 'Labs' }, new Set(), 'Asia/Tokyo', 0).sessions[0]!.items).toEqual([workshop]);
    expect(scheduleView(all, { filter: 'all', day: '2026-11-22', room: 'Hall A' }, new Set(), 'Asia/Tokyo', 0).sessions[0]!.items).toEqual([keynote]);
    const found = scheduleView(all, { filter: 'all', q: 'PARTY' }, new Set(), 'Asia/Tokyo', 0);
    expect(found.day).toBeNull();
    expect(found.sessions.flatMap((d) => d.items)).toEqual([party]);
    expect(found.tracks).toEqual(['Labs', 'Main']);
  });

  it('names, for each agenda session, the agenda sessions it overlaps', () => {
    const overlaps = agendaOverlaps(all, new Set([keynote.id, workshop.id, party.id]));
    expect(overlaps.get(keynote.id)).toEqual(['Rust workshop']);
    expect(overlaps.get(workshop.id)).toEqual(['Keynote']);
    expect(overlaps.has(party.id)).toBe(false);
    expect(agendaOverlaps(all, new Set([keynote.id])).size).toBe(0);
  });
});
