import type { ProgramItem } from '#shared/contracts/event.ts';
import { zonedDayKey } from '#shared/rules/schedule-days.ts';

export interface ProgramDay {
  key: string;
  label: string;
  items: ProgramItem[];
}

/** Groups programme items by their day in the event's time zone, in time order. */
export function groupProgramByDay(items: readonly ProgramItem[], timeZone: string, locale = 'en-CA'): ProgramDay[] {
  const labelFormat = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', month: 'long', day: 'numeric' });
  const days = new Map<string, ProgramDay>();
  for (const item of [...items].sort((a, b) => a.startsAt - b.startsAt)) {
    const key = zonedDayKey(item.startsAt, timeZone);
    const day = days.get(key) ?? { key, label: labelFormat.format(item.startsAt * 1000), items: [] };
    day.items.push(item);
    days.set(key, day);
  }
  return [...days.values()];
}
