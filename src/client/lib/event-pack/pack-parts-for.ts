import type { HallwayEvent } from '#shared/contracts/event.ts';
import type { PackSyncParts } from './sync-pack.ts';

type FeatureFlags = Pick<
  HallwayEvent,
  'enableSchedule' | 'enableAttendeeList' | 'enableFeedback' | 'enableExhibitors' | 'enableSponsors' | 'enablePosts' | 'enableAlbum' | 'enableActivities'
>;

/**
 * Which event-pack parts an event offers, from its feature switches: the one map every sync uses
 * (opening a page, "Make available offline", the offline preview), so a new part is added once.
 * The agenda is decided by the sync itself.
 */
export function packPartsFor(event: FeatureFlags): Partial<PackSyncParts> {
  return {
    schedule: event.enableSchedule,
    directory: event.enableAttendeeList,
    matches: event.enableAttendeeList,
    polls: event.enableFeedback,
    exhibitors: event.enableExhibitors,
    sponsors: event.enableSponsors,
    posts: event.enablePosts,
    album: event.enableAlbum,
    activities: event.enableActivities,
  };
}
