import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { timestampColumn } from './columns.ts';
import { events } from './events.ts';

/** The door devices of an event and when each last synced, for the organizer's overview. */
export const checkInDevices = pgTable(
  'check_in_devices',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Random, made by the device and kept in its IndexedDB. */
    deviceId: text('device_id').notNull(),
    label: text('label').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    lastSyncAt: timestampColumn('last_sync_at').notNull(),
    /** Scans the device held unsent when it last listed itself (readiness page); null: never said. */
    pendingScans: integer('pending_scans'),
    pendingReportedAt: timestampColumn('pending_reported_at'),
  },
  (table) => [primaryKey({ name: 'check_in_devices_pk', columns: [table.eventId, table.deviceId] })],
);
