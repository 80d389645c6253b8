import type { HallwayEvent } from '#shared/contracts/event.ts';
import { permissions as permissionOrder } from '#shared/rules/permissions.ts';
import { resolveTheme } from '#shared/rules/theme-colour.ts';
import type { EventAccess } from '../access/event-access.ts';
import { toUnixSeconds } from '../clock.ts';

;

/** Where an unknown stored colour name is reported (warn, then use the default, so one bad stored name cannot break the event's page). */
export type ThemeWarning = (message: string) => void;

/**
 * The event as this viewer may see it. The join code is a secret for managers only;
 * permissions go out in catalogue order so answers are stable.
 */
export function toEventDto(access: EventAccess, warn: ThemeWarning = () => {}): HallwayEvent {
  const { event: row, membership, organization, permissions } = access;
  const theme = resolveTheme({ primary: row.themePrimary, gray: row.themeGray }, (message) => warn(`Event ${row.id}: ${message}`));
  return {
    id: row.id,
    name: row.name,
    picture: row.pictureSrc ? { src: row.pictureSrc } : null,
    description: row.description,
    venue: row.venue,
    address: row.address,
    timeZone: row.timeZone,
    themePrimary: theme.primary,
    themeGray: theme.gray,
    organization,
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
    enableMeetings: row.enableMeetings,
    membership,
    joinCode: permissions.has('Event::Event::Update') ? row.joinCode : null,
    viewerPermissions: permissionOrder.filter((permission) => permissions.has(permission)),
  };
}
