import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { MeetingWindow } from '#shared/rules/meeting-slots.ts';
import { updatedAtColumn } from './columns.ts';
import { events } from './events.ts';

/**
 * An event's 1:1 meeting set-up (the switch itself is events.enable_meetings). Its row is also the
 * lock every booking takes (decision 0088): accepting or moving a meeting locks it first, so two
 * answers at once are judged one after the other.
 */
export const meetingSettings = pgTable(
  'meeting_settings',
  {
    eventId: uuid('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Local dates and wall times in the event's time zone. */
    windows: jsonb('windows').$type<MeetingWindow[]>().notNull().default([]),
    slotMinutes: integer('slot_minutes').notNull().default(20),
    placeKind: text('place_kind', { enum: ['tables', 'anywhere'] }).notNull().default('anywhere'),
    areaName: text('area_name').notNull().default(''),
    meetingPoint: text('meeting_point').notNull().default(''),
    /** Numbered tables and how many meetings each holds at once. */
    tables: jsonb('tables').$type<Array<{ number: number; capacity: number }>>().notNull().default([]),
    dailyRequestLimit: integer('daily_request_limit'),
    whoMayRequest: text('who_may_request', { enum: ['everyone', 'matched'] }).notNull().default('everyone'),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    check('meeting_settings_slot_minutes_check', sql`${table.slotMinutes} in (15, 20, 30)`),
    check('meeting_settings_place_kind_check', sql`${table.placeKind} in ('tables', 'anywhere')`),
    check('meeting_settings_who_check', sql`${table.whoMayRequest} in ('everyone', 'matched')`),
    check('meeting_settings_limit_check', sql`${table.dailyRequestLimit} is null or ${table.dailyRequestLimit} between 1 and 100`),
  ],
);

export type MeetingSettingsRow = typeof meetingSettings.$inferSelect;
