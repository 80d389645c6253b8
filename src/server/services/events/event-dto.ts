import type { EventRole, HallwayEvent } from '#shared/contracts/event.ts';
import type { EventRow } from '../../db/schema/events.ts';
import { toUnixSeconds } from '../clock.ts';

export interface Membership {
  attendeeId: string;
  role: EventRole;
}

/** The event as the API shows it; the join code stays on the server. */
export function toEventDto(row: EventRow, membership: Membership | null): HallwayEvent {
  return {
    id: row.id,
    name: row.name,
    picture: row.pictureSrc ? { src: row.pictureSrc } : null,
    description: row.description,
    venue: row.venue,
    timeZone: row.timeZone,
    startsAt: toUnixSeconds(row.startsAt),
    endsAt: toUnixSeconds(row.endsAt),
    joinPolicy: row.joinPolicy,
    published: row.published,
    enableSchedule: row.enableSchedule,
    enableAttendeeList: row.enableAttendeeList,
    enableActivities: row.enableActivities,
    enableBingo: row.enableBingo,
    enablePosts: row.enablePosts,
    enableAlbum: row.enableAlbum,
    enableExhibitors: row.enableExhibitors,
    enableFeedback: row.enableFeedback,
    enableSponsors: row.enableSponsors,
    membership,
  };
}
