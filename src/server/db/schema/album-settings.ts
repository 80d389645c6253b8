import { boolean, pgTable, uuid } from 'drizzle-orm/pg-core';
import { updatedAtColumn } from './columns.ts';
import { events } from './events.ts';

/**
 * An event's album switches; an event without a row shows photos at once. Uploads lock this row,
 * so the per-person and per-event limits are counted one upload at a time.
 */
export const albumSettings = pgTable('album_settings', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  requireApproval: boolean('require_approval').notNull().default(false),
  updatedAt: updatedAtColumn(),
});
