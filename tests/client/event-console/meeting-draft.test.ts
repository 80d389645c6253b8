import { describe, expect, it } from 'vitest';
import type { MeetingSettings } from '#shared/contracts/meeting-settings.ts';
import {
  checkMeetingDraft,
  draftFromSettings,
  fieldErrorsFromServer,
  isMeetingDraftDirty,
  newTables,
  newWindow,
} from '#client/features/event-console/meeting-draft.ts';

const days = { first: '2026-11-23', last: '2026-11-24' };
const settings: MeetingSettings = {
  windows: [{ date: '2026-11-23', from: '10:00', to: '12:00' }],
  slotMinutes: 20,
  placeKind: 'anywhere',
  areaName: '',
  meetingPoint: 'Coffee bar',
  tables: [],
  dailyRequestLimit: null,
  whoMayRequest: 'matched',
};

describe('the Meetings form’s draft', () => {
  it('turns back into the same settings, and is clean until something changes', () => {
    const draft = draftFromSettings(settings);
    expect(checkMeetingDraft(draft, days)).toEqual({ ok: true, settings });
    expect(isMeetingDraftDirty(draftFromSettings(settings), draft)).toBe(false);
    expect(isMeetingDraftDirty({ ...draft, slotMinutes: 30 }, draft)).toBe(true);
  });

  it('trims the place names as the server does', () => {
    const checked = checkMeetingDraft({ ...draftFromSettings(settings), meetingPoint: '  By the stairs  ' }, days);
    expect(checked.ok && checked.settings.meetingPoint).toBe('By the stairs');
  });

  it('asks for a table where tables are the place, and a limit typed as a whole number', () => {
    const draft = { ...draftFromSettings(settings), placeKind: 'tables' as const, limitRequests: true, dailyRequestLimit: '2.5' };
    expect(checkMeetingDraft(draft, days)).toEqual({
      ok: false,
      errors: { dailyRequestLimit: ['Enter the limit as a whole number'], tables: ['Add at least one table, or choose "anywhere" with a meeting point'] },
    });
  });

  it('reads the server’s field paths by the form’s own', () => {
    expect(fieldErrorsFromServer({ 'settings.windows.1.date': ['Off the event'], settings: ['Whole'], eventId: ['Not this form'] })).toEqual({
      'windows.1.date': ['Off the event'],
      '': ['Whole'],
    });
  });

  it('offers a first window on the event’s first morning, then the afternoon of the last one’s day; tables the next numbers', () => {
    const first = newWindow([], days);
    expect(first).toMatchObject({ date: '2026-11-23', from: '10:00', to: '12:00' });
    expect(newWindow([{ ...first, date: '2026-11-24' }], days)).toMatchObject({ date: '2026-11-24', from: '14:00', to: '17:00' });
    expect(newTables([], 1)).toMatchObject([{ number: '1', capacity: '1' }]);
    expect(newTables([{ key: 'a', number: '7', capacity: '3' }, { key: 'b', number: '', capacity: '2' }], 3)).toMatchObject([
      { number: '8', capacity: '2' },
      { number: '9', capacity: '2' },
      { number: '10', capacity: '2' },
    ]);
  });
});
