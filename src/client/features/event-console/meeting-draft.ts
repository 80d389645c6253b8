import { meetingSettingsSchema, type MeetingSettings } from '#shared/contracts/meeting-settings.ts';
import type { meetingSlotLengths } from '#shared/rules/meeting-slots.ts';

// The console's Meetings form: what the organizer typed, kept as text (a half-typed number stays
// as typed), checked with the contract's own zod/mini schema before saving.

export interface WindowDraft {
  /** A stable key for the row (React), never sent. */
  key: string;
  date: string;
  from: string;
  to: string;
}

export interface TableDraft {
  key: string;
  number: string;
  capacity: string;
}

export interface MeetingDraft {
  windows: WindowDraft[];
  slotMinutes: (typeof meetingSlotLengths)[number];
  placeKind: MeetingSettings['placeKind'];
  areaName: string;
  meetingPoint: string;
  tables: TableDraft[];
  limitRequests: boolean;
  dailyRequestLimit: string;
  whoMayRequest: MeetingSettings['whoMayRequest'];
}

/** Problems by dotted path ("windows.0.to", "tables", "areaName"), as the server's fieldPaths without "settings.". */
export type MeetingFieldErrors = Record<string, string[]>;

let nextKey = 0;
const newRowKey = () => `row-${++nextKey}`;

export function draftFromSettings(settings: MeetingSettings): MeetingDraft {
  return {
    windows: settings.windows.map((window) => ({ key: newRowKey(), ...window })),
    slotMinutes: settings.slotMinutes,
    placeKind: settings.placeKind,
    areaName: settings.areaName,
    meetingPoint: settings.meetingPoint,
    tables: settings.tables.map((table) => ({ key: newRowKey(), number: String(table.number), capacity: String(table.capacity) })),
    limitRequests: settings.dailyRequestLimit !== null,
    dailyRequestLimit: settings.dailyRequestLimit === null ? '10' : String(settings.dailyRequestLimit),
    whoMayRequest: settings.whoMayRequest,
  };
}

/** A typed number, or NaN (the schema then says "Enter … as a number"). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** What the form would send: rows without their keys, numbers as numbers. */
function settingsOfDraft(draft: MeetingDraft): MeetingSettings {
  return {
    windows: draft.windows.map(({ date, from, to }) => ({ date, from, to })),
    slotMinutes: draft.slotMinutes,
    placeKind: draft.placeKind,
    areaName: draft.areaName,
    meetingPoint: draft.meetingPoint,
    tables: draft.tables.map((table) => ({ number: numberOf(table.number), capacity: numberOf(table.capacity) })),
    dailyRequestLimit: draft.limitRequests ? numberOf(draft.dailyRequestLimit) : null,
    whoMayRequest: draft.whoMayRequest,
  };
}

export type MeetingDraftCheck = { ok: true; settings: MeetingSettings } | { ok: false; errors: MeetingFieldErrors };

function addError(errors: MeetingFieldErrors, path: string, message: string) {
  const list = (errors[path] ??= []);
  if (!list.includes(message)) list.push(message);
}

/**
 * The contract's schema, then what only the server could otherwise say (meeting-settings.ts there):
 * windows on the event's own dates, and at least one table where tables are the place.
 */
export function checkMeetingDraft(draft: MeetingDraft, eventDates: { first: string; last: string }): MeetingDraftCheck {
  const errors: MeetingFieldErrors = {};
  const parsed = meetingSettingsSchema.safeParse(settingsOfDraft(draft));
  if (!parsed.success) for (const issue of parsed.error.issues) addError(errors, issue.path.join('.'), issue.message);
  draft.windows.forEach((window, index) => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(window.date) && (window.date < eventDates.first || window.date > eventDates.last)) {
      addError(errors, `windows.${index}.date`, `Choose a day of the event (${eventDates.first} to ${eventDates.last})`);
    }
  });
  if (draft.placeKind === 'tables' && draft.tables.length === 0) addError(errors, 'tables', 'Add at least one table, or choose "anywhere" with a meeting point');
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, settings: parsed.data };
}

/** The server's field problems ("settings.windows.0.date") by the form's own paths. */
export function fieldErrorsFromServer(fieldPaths: Record<string, string[]>): MeetingFieldErrors {
  const errors: MeetingFieldErrors = {};
  for (const [path, messages] of Object.entries(fieldPaths)) {
    const local = path.startsWith('settings.') ? path.slice('settings.'.length) : path === 'settings' ? '' : null;
    if (local === null) continue;
    for (const message of messages) addError(errors, local, message);
  }
  return errors;
}

/** Whether the form differs from what was saved (row keys aside). */
export function isMeetingDraftDirty(draft: MeetingDraft, saved: MeetingDraft): boolean {
  const plain = (value: MeetingDraft) =>
    JSON.stringify({ ...value, windows: value.windows.map(({ key: _key, ...rest }) => rest), tables: value.tables.map(({ key: _key, ...rest }) => rest) });
  return plain(draft) !== plain(saved);
}

/** A new window: the afternoon of the last one's day, or the event's first morning (10:00–12:00) for the first. */
export function newWindow(windows: readonly WindowDraft[], eventDates: { first: string; last: string }): WindowDraft {
  const last = windows.at(-1);
  return { key: newRowKey(), date: last?.date || eventDates.first, from: last ? '14:00' : '10:00', to: last ? '17:00' : '12:00' };
}

/** `count` new tables numbered on from the highest number, each holding as many at once as the last table. */
export function newTables(tables: readonly TableDraft[], count: number): TableDraft[] {
  const numbers = tables.map((table) => Number(table.number)).filter((value) => Number.isInteger(value));
  const next = numbers.length > 0 ? Math.max(...numbers) + 1 : 1;
  const capacity = tables.at(-1)?.capacity ?? '1';
  return Array.from({ length: count }, (_, index) => ({ key: newRowKey(), number: String(next + index), capacity }));
}
