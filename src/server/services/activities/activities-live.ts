import { activitiesLiveKey } from '#shared/contracts/activities.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema/events.ts';
import type { LiveChannel } from '../live/live-channel.ts';
import { readLeaderboard } from './leaderboard.ts';

/**
 * Topic 'activities', key 'leaderboard': the top of the leaderboard, built once per coalesced
 * change and the same for everyone (a page marks its own row from its own query).
 */
export function registerActivitiesLive(live: Pick<LiveChannel, 'setRenderer'>, db: Db): void {
  live.setRenderer('activities', async ({ eventId, key }) => {
    if (key !== activitiesLiveKey) return {};
    const [event] = await db.select({ enabled: events.enableActivities }).from(events).where(eq(events.id, eventId));
    if (!event?.enabled) return {};
    return { toAll: await readLeaderboard(db, eventId, null) };
  });
}

export const leaderboardChange = (eventId: string) => ({ eventId, topic: 'activities' as const, key: activitiesLiveKey });
