import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { albumPhotos } from './album-photos.ts';
import { createdAtColumn } from './columns.ts';

/** One like per person per photo: the primary key is what keeps it to one. */
export const albumLikes = pgTable(
  'album_likes',
  {
    photoId: uuid('photo_id')
      .notNull()
      .references(() => albumPhotos.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ name: 'album_likes_pk', columns: [table.photoId, table.accountId] }), index('album_likes_account_idx').on(table.accountId)],
);
