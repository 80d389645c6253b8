import { idSchema } from '#shared/contracts/common.ts';

/** The event-wide answers built once per change and shared by every reader. */
export const feedNames = ['schedule', 'directory'] as const;
export type FeedName = (typeof feedNames)[number];

/** The channel the database triggers announce changes on (migration 0006). */
export const eventDataChannel = 'hallway_event_data';

/** "schedule:<event id>": the cache key, and the payload the triggers send. */
export const feedKey = (feed: FeedName, eventId: string) => `${feed}:${eventId}`;

export function parseFeedKey(payload: string): { feed: FeedName; eventId: string } | null {
  const [feed, eventId, ...rest] = payload.split(':');
  if (rest.length > 0 || !feedNames.includes(feed as FeedName) || !idSchema.safeParse(eventId).success) return null;
  return { feed: feed as FeedName, eventId: eventId! };
}
