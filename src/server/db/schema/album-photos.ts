import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAtColumn, idColumn } from './columns.ts';
import { events } from './events.ts';

export const albumPhotoStatuses = ['pending', 'visible', 'hidden'] as const;

/**
 * One photo in an event's album. The files are re-encoded uploads (no EXIF, no GPS); `bytes`
 * is the main file's size (its thumbnail adds a few per cent), which the event's storage allowance sums.
 * pending: waiting for an organizer's approval; hidden: taken down by an organizer. Only
 * visible photos are in the shared album feed. `likes` is a running count kept with album_likes.
 */
export const albumPhotos = pgTable(
  'album_photos',
  {
    id: idColumn(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    src: text('src').notNull(),
    thumbnailSrc: text('thumbnail_src').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    caption: text('caption').notNull().default(''),
    status: text('status', { enum: albumPhotoStatuses }).notNull(),
    likes: integer('likes').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('album_photos_event_idx').on(table.eventId, table.status, table.createdAt, table.id),
    index('album_photos_account_idx').on(table.accountId, table.eventId),
    // The uploads route finds a file's photo by its src on every first fetch of it.
    index('album_photos_src_idx').on(table.src),
    check('album_photos_status_check', sql`${table.status} in ('pending', 'visible', 'hidden')`),
  ],
);

export type AlbumPhotoRow = typeof albumPhotos.$inferSelect;
