import { describe, expect, it, vi } from 'vitest';
import { eventDateLine } from '#shared/rules/event-date-line.ts';
import { defaultPageTitle, pageDescription, pageTitle } from '#shared/rules/page-title.ts';
import { queryRetryDelay } from '#shared/rules/retry-delay.ts';
import { resolveTheme } from '#shared/rules/theme-colour.ts';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('eventDateLine: one line of dates and times in the event time zone', () => {
  const timeZone = 'America/Toronto';

  it('reads "date • start – end" on one day', () => {
    const line = eventDateLine(at('2026-06-10T13:00:00Z'), at('2026-06-10T21:30:00Z'), { timeZone });
    expect(line).toMatch(/^Wed, Jun\.? 10, 2026 • 09:00 – 17:30$/);
  });

  it('names both dates when the range crosses midnight in the event zone', () => {
    const line = eventDateLine(at('2026-06-10T22:00:00Z'), at('2026-06-11T05:00:00Z'), { timeZone });
    expect(line).toMatch(/^Wed, Jun\.? 10, 2026 • 18:00 – Thu, Jun\.? 11, 2026 • 01:00$/);
  });

  it('judges "same day" in the event zone, not in UTC', () => {
    // 23:00–23:30 Toronto time is the next day in UTC, but one day for the attendee.
    const line = eventDateLine(at('2026-06-11T03:00:00Z'), at('2026-06-11T03:30:00Z'), { timeZone });
    expect(line.split('•')).toHaveLength(2);
  });

  it('is empty when either end is missing', () => {
    expect(eventDateLine(null, at('2026-06-10T21:30:00Z'))).toBe('');
    expect(eventDateLine(at('2026-06-10T21:30:00Z'), undefined)).toBe('');
    expect(eventDateLine(Number.NaN, 1)).toBe('');
  });
});

describe('page titles and descriptions', () => {
  it('builds default, page and description texts', () => {
    expect(defaultPageTitle('Hallway')).toBe('Hallway | Enrich Your Event');
    expect(pageTitle('Events', 'Hallway')).toBe('Events | Hallway');
    expect(pageTitle('  ', 'Hallway')).toBe('Hallway | Enrich Your Event');
    expect(pageDescription('Acme')).toBe('Enrich your event with Acme.');
  });
});

describe('queryRetryDelay: exponential back-off between query retries', () => {
  it('doubles from 1000 ms and caps at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('resolveTheme: event colours limited to the palette', () => {
  it('keeps known colours without warning', () => {
    const warn = vi.fn();
    expect(resolveTheme({ primary: 'purple', gray: 'slate' }, warn)).toEqual({ primary: 'purple', gray: 'slate' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns and falls back to green and cool gray for unknown names', () => {
    const warn = vi.fn();
    expect(resolveTheme({ primary: 'chartreuse', gray: 'purple' }, warn)).toEqual({ primary: 'green', gray: 'cool-gray' });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('uses the defaults when nothing is asked for', () => {
    expect(resolveTheme(undefined)).toEqual({ primary: 'green', gray: 'cool-gray' });
  });
});
