import { asc, eq } from 'drizzle-orm';
import type { ActivityList } from '#shared/contracts/activities.ts';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema/activities.ts';
import { toActivity } from './activity-dto.ts';
import { readPrizeText } from './save-activity.ts';

/**
 * Every activity of the event (never its code) and the prize text, as every member sees them,
 * built once per change and shared through the 'activities' feed (the triggers on activities and
 * activity_settings bump its version). My scans and the key stay per viewer: activities.board.
 */
export async function sharedActivities(db: Db, eventId: string): Promise<ActivityList> {
  const [rows, prizeText] = await Promise.all([
    db.select().from(activities).where(eq(activities.eventId, eventId)).orderBy(asc(activities.startsAt), asc(activities.name), asc(activities.id)),
    readPrizeText(db, eventId),
  ]);
  return { eventId, prizeText, activities: rows.map(toActivity) };
}
