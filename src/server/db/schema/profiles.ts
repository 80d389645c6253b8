import { sql } from 'drizzle-orm';
import { check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAtColumn, timestampColumn, updatedAtColumn } from './columns.ts';

export const profileVisibilities = ['everyone', 'connections', 'nobody'] as const;

const tags = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/**
 * One profile per account, made on first use with a handle derived from the name.
 * The photo itself is accounts.picture_src (the account's picture.src in the API); its thumbnail lives here.
 * Links are the account's links (account_links), so authenticate returns them too.
 */
export const profiles = pgTable(
  'profiles',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Lower-case (handleSchema lower-cases), so the unique index is case-insensitive in effect. */
    handle: text('handle').notNull().unique('profiles_handle_unique'),
    headline: text('headline').notNull().default(''),
    company: text('company').notNull().default(''),
    bio: text('bio').notNull().default(''),
    interests: tags('interests'),
    lookingFor: tags('looking_for'),
    offers: tags('offers'),
    visibility: text('visibility', { enum: profileVisibilities }).notNull().default('everyone'),
    pictureThumbnailSrc: text('picture_thumbnail_src'),
    setupCompletedAt: timestampColumn('setup_completed_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [check('profiles_visibility_check', sql`${table.visibility} in ('everyone', 'connections', 'nobody')`)],
);

export type ProfileRow = typeof profiles.$inferSelect;
