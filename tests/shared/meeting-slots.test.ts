import { describe, expect, it } from 'vitest';
import { eventDateRange, meetingSlotStarts } from '#shared/rules/meeting-slots.ts';
import { wallClockAt, wallTimeToInstant } from '#shared/rules/wall-clock.ts';

const toronto = 'America/Toronto';
const local = (date: string, time: string, timeZone = toronto) => {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return wallTimeToInstant({ year: year!, month: month!, day: day!, hour: hour!, minute: minute! }, timeZone) / 1000;
};
const wall = (seconds: number, timeZone = toronto) => {
  const clock = wallClockAt(seconds * 1000, timeZone);
  return `${clock.hour}:${String(clock.minute).padStart(2, '0')}`;
};
/** A two-day event in Toronto, 14–15 May 2030. */
const event = { startsAt: local('2030-05-14', '08:00'), endsAt: local('2030-05-15', '18:00'), timeZone: toronto };

describe('meeting slots', () => {
  it('cuts a window into whole slots from its start; what does not fit before its end is left out', () => {
    const starts = meetingSlotStarts([{ date: '2030-05-14', from: '10:00', to: '11:10' }], 20, event);
    expect(starts.map((start) => wall(start))).toEqual(['10:00', '10:20', '10:40']);
  });

  it('reads windows in the event’s time zone, whatever the machine’s', () => {
    const tokyo = { ...event, timeZone: 'Asia/Tokyo', startsAt: local('2030-05-14', '08:00', 'Asia/Tokyo'), endsAt: local('2030-05-15', '18:00', 'Asia/Tokyo') };
    const [first] = meetingSlotStarts([{ date: '2030-05-14', from: '10:00', to: '11:00' }], 30, tokyo);
    expect(first).toBe(Date.UTC(2030, 4, 14, 1, 0) / 1000);
  });

  it('gives nothing for a window on a date the event does not cover, or a malformed one', () => {
    expect(eventDateRange(event)).toEqual({ first: '2030-05-14', last: '2030-05-15' });
    expect(meetingSlotStarts([{ date: '2030-05-16', from: '10:00', to: '11:00' }], 15, event)).toEqual([]);
    expect(meetingSlotStarts([{ date: '2030-02-30', from: '10:00', to: '11:00' }], 15, event)).toEqual([]);
    expect(meetingSlotStarts([{ date: '2030-05-14', from: '11:00', to: '10:00' }], 15, event)).toEqual([]);
  });

  it('merges overlapping windows into one ascending list without repeats', () => {
    const starts = meetingSlotStarts(
      [
        { date: '2030-05-15', from: '10:00', to: '10:30' },
        { date: '2030-05-14', from: '14:00', to: '14:30' },
        { date: '2030-05-15', from: '10:00', to: '10:30' },
      ],
      15,
      event,
    );
    expect(starts.map((start) => wall(start))).toEqual(['14:00', '14:15', '10:00', '10:15']);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('follows real time across the night clocks go forward: 01:00–04:00 holds two hours of slots', () => {
    const dstNight = { startsAt: local('2030-03-10', '00:00'), endsAt: local('2030-03-10', '23:00'), timeZone: toronto };
    const starts = meetingSlotStarts([{ date: '2030-03-10', from: '01:00', to: '04:00' }], 30, dstNight);
    expect(starts).toHaveLength(4);
    expect(starts.map((start) => wall(start))).toEqual(['1:00', '1:30', '3:00', '3:30']);
  });
});
