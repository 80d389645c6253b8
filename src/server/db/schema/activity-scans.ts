import { boolean, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { activities } from './activities.ts';
import { idColumn, timestampColumn } from './columns.ts';
import { events } from './events.ts';

/**
 * One accepted activity scan: the points it earned (as the activity stood then). An organizer's
 * undo keeps the row (undone_at) so a replay of the same key still answers, and never counts again.
 */
export const activityScans = pgTable(
  'activity_scans',
  {
    id: idColumn(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    points: integer('points').notNull(),
    /** The device's time held to the window the door check-ins use. */
    scannedAt: timestampColumn('scanned_at').notNull(),
    deviceScannedAt: timestampColumn('device_scanned_at').notNull(),
    receivedAt: timestampColumn('received_at').notNull(),
    /** The device clock was outside that window (wrong clock, or a week offline). */
    clockSkewed: boolean('clock_skewed').notNull().default(false),
    undoneAt: timestampColumn('undone_at'),
    undoneBy: uuid('undone_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (table) => [
    unique('activity_scans_key_unique').on(table.accountId, table.idempotencyKey),
    index('activity_scans_activity_account_idx').on(table.activityId, table.accountId),
    index('activity_scans_event_idx').on(table.eventId, table.receivedAt),
  ],
);

export type ActivityScanRow = typeof activityScans.$inferSelect;
