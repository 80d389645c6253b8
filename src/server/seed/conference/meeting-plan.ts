import { localDateOf, partsOfDate, type MeetingWindow } from '#shared/rules/meeting-slots.ts';

/** The event's local dates, first to last (YYYY-MM-DD). */
function localDates(event: { startsAt: Date; endsAt: Date; timeZone: string }): string[] {
  const last = localDateOf(Math.floor(event.endsAt.getTime() / 1000), event.timeZone);
  const dates: string[] = [];
  for (let date = localDateOf(Math.floor(event.startsAt.getTime() / 1000), event.timeZone); date <= last && dates.length < 31; ) {
    dates.push(date);
    const { year, month, day } = partsOfDate(date)!;
    date = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  }
  return dates;
}

/**
 * 1:1 meetings at the scale conference: a morning and an afternoon window every day, 20-minute
 * slots, and a meeting area of 60 tables for one meeting each (what the meetings bench books into).
 */
export function conferenceMeetingSettings(event: { startsAt: Date; endsAt: Date; timeZone: string }) {
  const windows: MeetingWindow[] = localDates(event).flatMap((date) => [
    { date, from: '10:00', to: '12:00' },
    { date, from: '14:00', to: '17:00' },
  ]);
  return {
    windows,
    slotMinutes: 20,
    placeKind: 'tables' as const,
    areaName: 'Meeting area',
    tables: Array.from({ length: 60 }, (_, index) => ({ number: index + 1, capacity: 1 })),
    dailyRequestLimit: 20,
  };
}
