import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { events } from './events.ts';

/** Per event: the prize text organizers show on the activities page. */
export const activitySettings = pgTable('activity_settings', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  prizeText: text('prize_text').notNull().default(''),
});
