// The event date line: same day → "date • start – end"; otherwise "start date • time – end date • time";
// empty when either end is missing. Times are unix seconds.
import { deviceTimeZone, keptFormat } from './kept-formats.ts';
import { zonedDayKey } from './schedule-days.ts';

export interface DateLineOptions {
  timeZone?: string;
  locale?: string;
}

const dateFormat: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' };
// The schedule's clock (24 hours, "09:00"), so an event's dates and its sessions read alike.
const timeFormat: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

export function eventDateLine(
  startAt: number | null | undefined,
  endAt: number | null | undefined,
  { timeZone, locale = 'en-CA' }: DateLineOptions = {},
): string {
  if (startAt == null || endAt == null || !Number.isFinite(startAt) || !Number.isFinite(endAt)) return '';
  const zone = timeZone ?? deviceTimeZone();
  const date = keptFormat(`date line date ${locale} ${zone}`, () => new Intl.DateTimeFormat(locale, { ...dateFormat, timeZone: zone }));
  const time = keptFormat(`date line time ${locale} ${zone}`, () => new Intl.DateTimeFormat(locale, { ...timeFormat, timeZone: zone }));
  const start = startAt * 1000;
  const end = endAt * 1000;
  if (zonedDayKey(startAt, zone) === zonedDayKey(endAt, zone)) {
    return `${date.format(start)} • ${time.format(start)} – ${time.format(end)}`;
  }
  return `${date.format(start)} • ${time.format(start)} – ${date.format(end)} • ${time.format(end)}`;
}
