import { bigint, jsonb, pgSequence, pgTable, uuid } from 'drizzle-orm/pg-core';
import { events } from './events.ts';

/** Every bump takes the next number, so a version never repeats, whatever the event. */
export const eventDataVersionSequence = pgSequence('event_data_version_seq');

/**
 * Which state of an event's shared reads (the schedule, the attendee directory, the updates) is current.
 * Database triggers bump a column on every write those reads depend on, whatever code made it,
 * so every instance can tell with one primary-key read whether its cached answer still holds.
 * No row yet means nothing has changed since the event was made (version 0).
 */
export const eventDataVersions = pgTable('event_data_versions', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  scheduleVersion: bigint('schedule_version', { mode: 'number' }).notNull().default(0),
  directoryVersion: bigint('directory_version', { mode: 'number' }).notNull().default(0),
  /** Every posts feed (one per group of readers) is built from the same rows: one version for all. */
  postsVersion: bigint('posts_version', { mode: 'number' }).notNull().default(0),
  /** The polls feed: definitions only (votes move counts, never this). */
  pollsVersion: bigint('polls_version', { mode: 'number' }).notNull().default(0),
  /** The album feed: visible photos with their like counts (a like moves the count, so it bumps this). */
  albumVersion: bigint('album_version', { mode: 'number' }).notNull().default(0),
  /** The exhibitors feed (stands as every member sees them; staff, bookmarks and leads are per person). */
  exhibitorsVersion: bigint('exhibitors_version', { mode: 'number' }).notNull().default(0),
  /** The sponsors feed: sponsors and their tiers. */
  sponsorsVersion: bigint('sponsors_version', { mode: 'number' }).notNull().default(0),
  /** The activities feed: activities (never their codes) and the prize text; scans are per person. */
  activitiesVersion: bigint('activities_version', { mode: 'number' }).notNull().default(0),
  /**
   * When each feed last changed (unix ms by feed name, 'schedule', 'directory'…), stamped by a
   * trigger on this row whenever a *_version column moves (since the offline_readiness migration), for the readiness page.
   */
  changedAt: jsonb('changed_at').$type<Record<string, number>>().notNull().default({}),
});
