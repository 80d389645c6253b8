import type { Activity } from '#shared/contracts/activities.ts';
import type { ActivityRow } from '../../db/schema/activities.ts';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function toActivity(row: ActivityRow): Activity {
  return {
    id: row.id,
    eventId: row.eventId,
    name: row.name,
    description: row.description,
    location: row.location,
    points: row.points,
    startsAt: seconds(row.startsAt),
    endsAt: seconds(row.endsAt),
    perPersonLimit: row.perPersonLimit,
    picture: row.pictureSrc ? { src: row.pictureSrc } : null,
    paused: row.paused,
  };
}
