import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestampColumn, updatedAtColumn } from './columns.ts';

const feature = (name: string) => boolean(name).notNull().default(false);

/** Spec §3's event with its nine feature switches, plus what the event home shows. */
export const events = pgTable(
  'events',
  {
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    venue: text('venue').notNull().default(''),
    timeZone: text('time_zone').notNull().default('UTC'),
    pictureSrc: text('picture_src'),
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
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    check('events_join_policy_check', sql`${table.joinPolicy} in ('invite', 'code', 'open')`),
    check('events_time_order_check', sql`${table.endsAt} >= ${table.startsAt}`),
    index('events_ends_at_idx').on(table.endsAt),
  ],
);

export type EventRow = typeof events.$inferSelect;
