import type { PostAudience } from '../contracts/posts.ts';
import type { EventMemberRole, Permission } from './permissions.ts';

// Updates are served as shared feeds, one per group of readers, so a staff-only update never
// reaches an attendee's device: every feed holds only what all of its readers may see.

export const postFeeds = ['attendees', 'speakers', 'exhibitors', 'staff', 'all'] as const;
export type PostFeed = (typeof postFeeds)[number];

/** The audiences each feed holds ('all': every published update, for those who run the event). */
export function audiencesOfFeed(feed: PostFeed): readonly PostAudience[] {
  return feed === 'all' ? ['everyone', 'attendees', 'speakers', 'exhibitors', 'staff'] : ['everyone', feed];
}

/** Which feed a reader gets: whoever may edit every update sees them all, others their role's. */
export function postFeedFor(role: EventMemberRole | null | undefined, permissions: Iterable<Permission>): PostFeed {
  if ([...permissions].includes('Event::Post::Update')) return 'all';
  switch (role) {
    case 'speaker':
      return 'speakers';
    case 'exhibitor':
      return 'exhibitors';
    case 'staff':
      return 'staff';
    case 'organizer':
      return 'all';
    default:
      return 'attendees';
  }
}

/** The roles an audience reaches (notifications go to these members). */
export function rolesOfAudience(audience: PostAudience): readonly EventMemberRole[] {
  switch (audience) {
    case 'everyone':
      return ['attendee', 'speaker', 'exhibitor', 'staff', 'organizer'];
    case 'attendees':
      return ['attendee', 'organizer'];
    case 'speakers':
      return ['speaker', 'organizer'];
    case 'exhibitors':
      return ['exhibitor', 'organizer'];
    case 'staff':
      return ['staff', 'organizer'];
  }
}
