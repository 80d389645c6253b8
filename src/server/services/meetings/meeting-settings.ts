import { eq } from 'drizzle-orm';
import type { MeetingSettings } from '#shared/contracts/meetings.ts';
import { eventDateRange } from '#shared/rules/meeting-slots.ts';
import type { Db } from '../../db/client.ts';
import type { EventRow } from '../../db/schema/events.ts';
import { meetingSettings } from '../../db/schema/meeting-settings.ts';
import { DomainError, type FieldIssue } from '../domain-error.ts';

/** An event nobody set meetings up for: no windows, so no slots and no requests. */
const defaultMeetingSettings: MeetingSettings = {
  windows: [],
  slotMinutes: 20,
  placeKind: 'anywhere',
  areaName: '',
  meetingPoint: '',
  tables: [],
  dailyRequestLimit: null,
  whoMayRequest: 'everyone',
};

const toSettings = (row: typeof meetingSettings.$inferSelect): MeetingSettings => ({
  windows: row.windows,
  slotMinutes: row.slotMinutes as MeetingSettings['slotMinutes'],
  placeKind: row.placeKind,
  areaName: row.areaName,
  meetingPoint: row.meetingPoint,
  tables: row.tables,
  dailyRequestLimit: row.dailyRequestLimit,
  whoMayRequest: row.whoMayRequest,
});

/**
 * The event's meeting settings. With `lock`, the row is locked for the rest of the transaction:
 * every booking takes this lock first, so bookings in one event are judged one at a time
 * (decision 0088). Without a row there is nothing to book, and nothing to lock.
 */
export async function readMeetingSettings(db: Db, eventId: string, { lock = false } = {}): Promise<MeetingSettings> {
  const query = db.select().from(meetingSettings).where(eq(meetingSettings.eventId, eventId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ? toSettings(row) : defaultMeetingSettings;
}

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** What the schema cannot see: windows on the event's own dates, and tables where tables are the place. */
function settingsIssues(settings: MeetingSettings, event: EventRow): FieldIssue[] {
  const { first, last } = eventDateRange({ startsAt: unixSeconds(event.startsAt), endsAt: unixSeconds(event.endsAt), timeZone: event.timeZone });
  const issues: FieldIssue[] = [];
  settings.windows.forEach((window, index) => {
    if (window.date < first || window.date > last) {
      issues.push({ path: ['settings', 'windows', index, 'date'], message: `Meeting windows must fall on the event's dates (${first} to ${last})` });
    }
  });
  if (settings.placeKind === 'tables' && settings.tables.length === 0) {
    issues.push({ path: ['settings', 'tables'], message: 'Add at least one table, or choose "anywhere" with a meeting point' });
  }
  return issues;
}

export async function updateMeetingSettings(db: Db, event: EventRow, settings: MeetingSettings, now: Date): Promise<MeetingSettings> {
  const issues = settingsIssues(settings, event);
  if (issues.length > 0) throw new DomainError('BAD_REQUEST', issues[0]!.message, { fieldIssues: issues });
  const tables = [...settings.tables].sort((a, b) => a.number - b.number);
  const values = { ...settings, tables, updatedAt: now };
  await db
    .insert(meetingSettings)
    .values({ eventId: event.id, ...values })
    .onConflictDoUpdate({ target: meetingSettings.eventId, set: values });
  return { ...settings, tables };
}
