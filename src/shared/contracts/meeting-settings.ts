import * as z from 'zod/mini';
import { singleLine } from './common-mini.ts';
import { meetingSlotLengths, minutesOfTime, partsOfDate } from '../rules/meeting-slots.ts';

// An event's meeting set-up: windows per day, slot length, places and the request rules.
// Written in zod/mini (decision 0085): the console's Meetings form checks its input with these very
// schemas before saving, and the page must not load classic zod. Every limit a person can hit is worded.

export const meetingSettingsLimits = { windows: 60, tables: 500, tableNumber: 9999, capacity: 20, areaName: 120, meetingPoint: 200, dailyRequests: 100 } as const;

const timeMessage = { error: 'Enter a time as HH:MM (24-hour)' };

const meetingWindowSchema = z
  .object({
    date: z.string().check(z.refine((text) => partsOfDate(text) !== null, { error: 'Enter a date as YYYY-MM-DD' })),
    from: z.string().check(z.refine((text) => minutesOfTime(text) !== null, timeMessage)),
    to: z.string().check(z.refine((text) => minutesOfTime(text) !== null, timeMessage)),
  })
  .check(z.refine((window) => (minutesOfTime(window.to) ?? 0) > (minutesOfTime(window.from) ?? 0), { error: 'A window must end after it starts', path: ['to'] }));

const wholeNumber = (what: string, min: number, max: number) =>
  z.number({ error: `Enter ${what} as a number` }).check(
    z.int({ error: `Enter ${what} as a whole number` }),
    z.minimum(min, { error: `Use ${min} to ${max}` }),
    z.maximum(max, { error: `Use ${min} to ${max}` }),
  );

const meetingTableSchema = z.object({
  number: wholeNumber('the table number', 1, meetingSettingsLimits.tableNumber),
  /** How many meetings the table holds at once. */
  capacity: wholeNumber('how many meetings it holds', 1, meetingSettingsLimits.capacity),
});

export const meetingPlaceKinds = ['tables', 'anywhere'] as const;
const meetingRequestRules = ['everyone', 'matched'] as const;

const slotMessage = { error: `Choose ${meetingSlotLengths.slice(0, -1).join(', ')} or ${meetingSlotLengths.at(-1)} minutes` };

export const meetingSettingsSchema = z.object({
  windows: z.array(meetingWindowSchema).check(z.maxLength(meetingSettingsLimits.windows, { error: `Use at most ${meetingSettingsLimits.windows} windows` })),
  slotMinutes: z.union([z.literal(meetingSlotLengths[0]), z.literal(meetingSlotLengths[1]), z.literal(meetingSlotLengths[2])], slotMessage),
  /** Numbered tables in a meeting area, or anywhere with a meeting point. */
  placeKind: z.enum(meetingPlaceKinds, { error: 'Choose tables or anywhere' }),
  areaName: singleLine(z.string().check(z.trim(), z.maxLength(meetingSettingsLimits.areaName, { error: `Use at most ${meetingSettingsLimits.areaName} characters` }))),
  meetingPoint: singleLine(z.string().check(z.trim(), z.maxLength(meetingSettingsLimits.meetingPoint, { error: `Use at most ${meetingSettingsLimits.meetingPoint} characters` }))),
  tables: z.array(meetingTableSchema).check(
    z.maxLength(meetingSettingsLimits.tables, { error: `Use at most ${meetingSettingsLimits.tables} tables` }),
    z.refine((tables) => new Set(tables.map((table) => table.number)).size === tables.length, { error: 'Each table has its own number' }),
  ),
  /** Requests one attendee may send per event day; null for no limit. */
  dailyRequestLimit: z.nullable(wholeNumber('the limit', 1, meetingSettingsLimits.dailyRequests)),
  /** Who may request whom: anyone, or only people the matches pair them with (or already connected). */
  whoMayRequest: z.enum(meetingRequestRules, { error: 'Choose who may request a meeting' }),
});
export type MeetingSettings = z.infer<typeof meetingSettingsSchema>;
