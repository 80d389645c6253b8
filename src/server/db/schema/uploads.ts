import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { StoredUploadPurposeName } from '#shared/contracts/uploads.ts';
import { accounts } from './accounts.ts';
import { createdAtColumn, idColumn } from './columns.ts';

// The same list as uploadPurposes in src/shared/contracts/uploads.ts plus the album's own
// (drizzle-kit loads schema files on its own and does not resolve #shared imports); UploadPurpose ties them together.
export const uploadPurposes = ['avatar', 'logo', 'event-picture', 'album-photo'] as const satisfies readonly StoredUploadPurposeName[];
export type UploadPurpose = StoredUploadPurposeName;

/**
 * Every stored image and who uploaded it. Records that point at an upload (a profile photo,
 * an organization logo) are only accepted for the uploader's own rows of the right purpose,
 * so nobody can set an arbitrary URL or borrow someone else's file.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: idColumn(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: uploadPurposes }).notNull(),
    src: text('src').notNull().unique('uploads_src_unique'),
    thumbnailSrc: text('thumbnail_src').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('uploads_account_idx').on(table.accountId),
    check('uploads_purpose_check', sql`${table.purpose} in ('avatar', 'logo', 'event-picture', 'album-photo')`),
  ],
);

export type UploadRow = typeof uploads.$inferSelect;
