import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAtColumn, idColumn, timestampColumn, updatedAtColumn } from './columns.ts';
import { events } from './events.ts';

// The same list as postAudiences in src/shared/contracts/posts.ts (drizzle-kit loads schema files
// on its own and does not resolve #shared imports).
export const postAudienceValues = ['everyone', 'attendees', 'speakers', 'exhibitors', 'staff'] as const;

/**
 * An update. It is visible from `publishAt` on; `announcedAt` says the bell notifications went out
 * (null: not yet, which is how the publishing job finds what is due, after a restart too).
 */
export const posts = pgTable(
  'posts',
  {
    id: idColumn(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    authorAccountId: uuid('author_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    pictureSrc: text('picture_src'),
    pinned: boolean('pinned').notNull().default(false),
    audience: text('audience', { enum: postAudienceValues }).notNull().default('everyone'),
    publishAt: timestampColumn('publish_at').notNull(),
    announcedAt: timestampColumn('announced_at'),
    editedAt: timestampColumn('edited_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('posts_event_publish_idx').on(table.eventId, table.publishAt),
    index('posts_unannounced_idx').on(table.publishAt).where(sql`${table.announcedAt} is null`),
    check('posts_audience_check', sql`${table.audience} in ('everyone', 'attendees', 'speakers', 'exhibitors', 'staff')`),
  ],
);

export type PostRow = typeof posts.$inferSelect;
