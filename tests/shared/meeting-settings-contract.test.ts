import { describe, expect, it } from 'vitest';
import { meetingSettingsSchema, type MeetingSettings } from '#shared/contracts/meeting-settings.ts';
import { updateMeetingSettingsInput } from '#shared/contracts/meetings.ts';

// The meeting set-up is a contract the page checks (the console's Meetings form), written once in
// zod/mini (decision 0085); the server's classic input holds it as a field, with the same verdicts.

const base: MeetingSettings = {
  windows: [{ date: '2026-11-23', from: '10:00', to: '12:00' }],
  slotMinutes: 20,
  placeKind: 'tables',
  areaName: 'Lounge',
  meetingPoint: '',
  tables: [{ number: 1, capacity: 2 }],
  dailyRequestLimit: null,
  whoMayRequest: 'everyone',
};
const eventId = '5eed0000-0000-4000-8000-000000000001';
const both = (changes: Record<string, unknown>) => {
  const settings = { ...base, ...changes };
  return [meetingSettingsSchema.safeParse(settings).success, updateMeetingSettingsInput.safeParse({ eventId, settings }).success];
};
const messages = (changes: Record<string, unknown>) =>
  meetingSettingsSchema.safeParse({ ...base, ...changes }).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('meeting settings (the console form and meetings.updateSettings)', () => {
  it('takes a set-up, and the server’s input takes it too', () => {
    expect(both({})).toEqual([true, true]);
    expect(both({ placeKind: 'anywhere', tables: [], meetingPoint: 'Coffee bar', dailyRequestLimit: 5, whoMayRequest: 'matched', slotMinutes: 15 })).toEqual([true, true]);
  });

  it('refuses what the server refuses', () => {
    for (const changes of [
      { windows: [{ date: '2026-02-30', from: '10:00', to: '12:00' }] },
      { windows: [{ date: '2026-11-23', from: '12:00', to: '10:00' }] },
      { windows: [{ date: '2026-11-23', from: '9:00', to: '10:00' }] },
      { slotMinutes: 25 },
      { tables: [{ number: 1, capacity: 1 }, { number: 1, capacity: 1 }] },
      { tables: [{ number: 0, capacity: 1 }] },
      { tables: [{ number: 1, capacity: 21 }] },
      { dailyRequestLimit: 0 },
      { areaName: 'x'.repeat(121) },
      { meetingPoint: 'bell\u0007' },
    ]) {
      expect(both(changes)).toEqual([false, false]);
    }
  });

  it('words each problem a person can make, on its field', () => {
    expect(messages({ windows: [{ date: '2026-11-23', from: '12:00', to: '10:00' }] })).toEqual(['windows.0.to: A window must end after it starts']);
    expect(messages({ windows: [{ date: '', from: '', to: '10:00' }] })).toEqual(['windows.0.date: Enter a date as YYYY-MM-DD', 'windows.0.from: Enter a time as HH:MM (24-hour)']);
    expect(messages({ tables: [{ number: Number.NaN, capacity: 1.5 }] })).toEqual([
      'tables.0.number: Enter the table number as a number',
      'tables.0.capacity: Enter how many meetings it holds as a whole number',
    ]);
    expect(messages({ slotMinutes: 25, dailyRequestLimit: 101 })).toEqual(['slotMinutes: Choose 15, 20 or 30 minutes', 'dailyRequestLimit: Use 1 to 100']);
  });
});
