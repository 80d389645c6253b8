import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { idColumn, timestampColumn } from './columns.ts';
import { events } from './events.ts';

/**
 * Every admission a door device recorded, one row per scan, nothing ever deleted. The check-in
 * that stands for (event, account) is the earliest scan not undone; later ones are duplicates.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: idColumn(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Who held the door device; idempotency keys are theirs. */
    scannedBy: uuid('scanned_by')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * The scan's effective time: the device clock, so an offline scan keeps its real time, held
     * to a window around receivedAt (check-in/effective-time.ts), so a clock years ahead or behind
     * cannot make its scans win or lose. The standing check-in is the earliest by this time.
     */
    scannedAt: timestampColumn('scanned_at').notNull(),
    /** The device clock exactly as sent; differs from scannedAt only when the clock was off. */
    deviceScannedAt: timestampColumn('device_scanned_at').notNull(),
    /** Server time when the scan arrived: undo is ordered against it. */
    receivedAt: timestampColumn('received_at').notNull(),
    deviceId: text('device_id').notNull(),
    deviceLabel: text('device_label').notNull(),
    method: text('method', { enum: ['scan', 'search'] }).notNull(),
    /** When the organizer undid it, their device clock as sent (shown, never compared). */
    undoneAt: timestampColumn('undone_at'),
    /** Server time the undo arrived: it covered the scans received before it, none after. */
    undoReceivedAt: timestampColumn('undo_received_at'),
    undoneBy: uuid('undone_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** Server time of the last change (made or undone): door devices poll changes since a cursor. */
    changedAt: timestampColumn('changed_at').notNull(),
  },
  (table) => [
    unique('check_ins_scanned_by_key_unique').on(table.scannedBy, table.idempotencyKey),
    index('check_ins_event_account_idx').on(table.eventId, table.accountId, table.scannedAt),
    index('check_ins_event_changed_idx').on(table.eventId, table.changedAt),
    check('check_ins_method_check', sql`${table.method} in ('scan', 'search')`),
  ],
);

export type CheckInRow = typeof checkIns.$inferSelect;
