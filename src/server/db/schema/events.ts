import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestampColumn, updatedAtColumn } from './columns.ts';
import { organizations } from './organizations.ts';

const feature = (name: string) => boolean(name).notNull().default(false);

/** An event with its feature switches, plus what the event home shows. */
export const events = pgTable(
  'events',
  {
    id: idColumn(),
    /** Null only for events made before organizations existed; new events always belong to one. */
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    venue: text('venue').notNull().default(''),
    address: text('address').notNull().default(''),
    timeZone: text('time_zone').notNull().default('UTC'),
    pictureSrc: text('picture_src'),
    /** Palette names (#shared/rules/theme-colour.ts), checked with resolveTheme on write and on read. */
    themePrimary: text('theme_primary').notNull().default('green'),
    themeGray: text('theme_gray').notNull().default('cool-gray'),
    startsAt: timestampColumn('starts_at').notNull(),
    endsAt: timestampColumn('ends_at').notNull(),
    joinPolicy: text('join_policy', { enum: ['invite', 'code', 'open'] }).notNull().default('invite'),
    joinCode: text('join_code'),
    published: boolean('published').notNull().default(false),
    enableSchedule: feature('enable_schedule'),
    enableAttendeeList: feature('enable_attendee_list'),
    enableActivities: feature('enable_activities'),
    enableBingo: feature('enable_bingo'),
    enablePosts: feature('enable_posts'),
    enableAlbum: feature('enable_album'),
    enableExhibitors: feature('enable_exhibitors'),
    enableFeedback: feature('enable_feedback'),
    enableSponsors: feature('enable_sponsors'),
    enableMeetings: feature('enable_meetings'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    check('events_join_policy_check', sql`${table.joinPolicy} in ('invite', 'code', 'open')`),
    check('events_time_order_check', sql`${table.endsAt} >= ${table.startsAt}`),
    index('events_ends_at_idx').on(table.endsAt),
    index('events_organization_idx').on(table.organizationId),
    // Codes are typed in by hand: each one must lead to exactly one event.
    uniqueIndex('events_join_code_unique').on(table.joinCode).where(sql`${table.joinCode} is not null`),
  ],
);

export type EventRow = typeof events.$inferSelect;
