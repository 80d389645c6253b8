import { bigint, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';
import { events } from './events.ts';

/**
 * Phones that hold an event for offline use, for the organizers' readiness page: one row per
 * install and event, written when the phone's event pack finished a sync. Counts only: the
 * install id is random (made on the phone) and is stored as `<tag>.<install id>`, the tag a keyed
 * hash of the reporting account and the event (services/readiness/phone-reports.ts), so one
 * account's rows can be bounded while no account is stored: a row says "some phone holds this
 * event at this version", never whose. Rows from before tags hold the bare install id.
 */
export const offlinePackReports = pgTable(
  'offline_pack_reports',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    /** The event's data version (the largest of its feeds' versions) when the phone last synced. */
    packVersion: bigint('pack_version', { mode: 'number' }).notNull(),
    reportedAt: timestampColumn('reported_at').notNull(),
  },
  (table) => [
    primaryKey({ name: 'offline_pack_reports_pk', columns: [table.eventId, table.deviceId] }),
    index('offline_pack_reports_event_idx').on(table.eventId, table.reportedAt),
  ],
);
