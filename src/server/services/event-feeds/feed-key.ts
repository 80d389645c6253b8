import { idSchema } from '#shared/contracts/common.ts';
import { postsFeedNames } from '../posts/posts-feed-names.ts';

/** The event-wide answers built once per change and shared by every reader. */
export const feedNames = ['schedule', 'directory', 'polls', 'exhibitors', 'sponsors', 'album', 'activities', ...postsFeedNames] as const;
export type FeedName = (typeof feedNames)[number];

/** The channel the database triggers announce changes on (migration 0006). */
export const eventDataChannel = 'hallway_event_data';

/**
 * What a trigger announces, as "<kind>:<id>": a feed of an event changed (schedule, directory),
 * who may read an event may have changed (access: an event; organization: its people), or an
 * account's sessions ended (account).
 */
const changeKinds = [...feedNames, 'access', 'organization', 'account'] as const;
export type ChangeKind = (typeof changeKinds)[number];

/** "schedule:<event id>": the cache key, and the payload the triggers send. */
export const feedKey = (feed: FeedName, eventId: string) => `${feed}:${eventId}`;

export function parseDataChange(payload: string): { kind: ChangeKind; id: string } | null {
  const [kind, id, ...rest] = payload.split(':');
  if (rest.length > 0 || !changeKinds.includes(kind as ChangeKind) || !idSchema.safeParse(id).success) return null;
  return { kind: kind as ChangeKind, id: id! };
}

export const isFeedName = (kind: ChangeKind): kind is FeedName => (feedNames as readonly string[]).includes(kind);
