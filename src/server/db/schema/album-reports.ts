import { index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { albumPhotos } from './album-photos.ts';
import { createdAtColumn, idColumn, timestampColumn } from './columns.ts';
import { events } from './events.ts';

/** An attendee's report of a photo, with their reason; one open report per person per photo. */
export const albumReports = pgTable(
  'album_reports',
  {
    id: idColumn(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => albumPhotos.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: createdAtColumn(),
    /** Set when an organizer dealt with it (kept, hidden or deleted the photo). */
    resolvedAt: timestampColumn('resolved_at'),
  },
  (table) => [unique('album_reports_once').on(table.photoId, table.accountId), index('album_reports_event_idx').on(table.eventId, table.resolvedAt)],
);
