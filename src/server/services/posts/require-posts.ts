import type { Permission } from '#shared/rules/permissions.ts';
import { postFeedFor, type PostFeed } from '#shared/rules/post-feeds.ts';
import type { EventAccess } from '../access/event-access.ts';
import { requireFeature, requirePermission, type AccessContext } from '../access/require-access.ts';
import { DomainError } from '../domain-error.ts';

/** Members (and the organization's people) read updates while the organizer has them switched on. */
export async function requirePostsRead(ctx: AccessContext, eventId: string): Promise<EventAccess> {
  const access = await requirePermission(ctx, eventId, 'Event::Event::Read');
  requireFeature(access.event, 'enablePosts');
  return access;
}

/** Writing needs its permission and the feature on: a switched-off feature closes the API too. */
export async function requirePostsPermission(ctx: AccessContext, eventId: string, permission: Permission): Promise<EventAccess> {
  const access = await requirePermission(ctx, eventId, permission);
  requireFeature(access.event, 'enablePosts');
  return access;
}

/** The feed this reader gets; another group's feed is FORBIDDEN (it may hold updates not meant for them). */
export function feedOf(access: EventAccess): PostFeed {
  return postFeedFor(access.membership?.role ?? null, access.permissions);
}

export function requirePostsFeed(feed: PostFeed) {
  return async (ctx: AccessContext, eventId: string): Promise<EventAccess> => {
    const access = await requirePostsRead(ctx, eventId);
    if (feedOf(access) !== feed) throw new DomainError('FORBIDDEN', 'These updates are for another group of people at this event');
    return access;
  };
}
