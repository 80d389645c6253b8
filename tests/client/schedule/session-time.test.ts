import { describe, expect, it } from 'vitest';
import { timeRange } from '#client/lib/session-time.ts';
import { sessionTimeRange } from '#client/features/schedule-editor/session-clock.ts';

const zone = 'America/Toronto';
/** Unix seconds of a Toronto clock time in November 2026 (UTC−5). */
const toronto = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour + 5, minute) / 1000;

describe('session time ranges', () => {
  it('reads a day, a night past midnight, and several days, for attendees', () => {
    expect(timeRange(toronto(22, 9), toronto(22, 10, 30), zone)).toBe('09:00–10:30');
    expect(timeRange(toronto(22, 23), toronto(23, 1), zone)).toBe('23:00–01:00');
    expect(timeRange(toronto(22, 9), toronto(24, 17), zone)).toBe('09:00–17:00, until Tue, Nov 24');
  });

  it('says the same in the editor, where the list files a session under the day it starts', () => {
    expect(sessionTimeRange(toronto(22, 9), toronto(22, 10, 30), zone)).toBe('09:00–10:30');
    expect(sessionTimeRange(toronto(22, 23), toronto(23, 1), zone)).toBe('23:00–01:00, next day');
    expect(sessionTimeRange(toronto(22, 9), toronto(24, 17), zone)).toBe('09:00–17:00, until Tue, Nov 24');
    // 25 hours ends on the next day, but is not "a night".
    expect(sessionTimeRange(toronto(22, 9), toronto(23, 10), zone)).toBe('09:00–10:00, until Mon, Nov 23');
  });
});
