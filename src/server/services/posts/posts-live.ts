import { postsLiveKey } from '#shared/contracts/posts.ts';
import type { ServerDeps } from '../../deps.ts';
import type { LiveChannel } from '../live/live-channel.ts';

/**
 * The live message on topic 'posts' is a nudge ("the feed changed"), never the updates
 * themselves: it goes to every member alike, while an update may be for one group only. Each
 * device then asks for its own group's feed, built once per version for all its readers.
 */
export function registerPostsLive(live: LiveChannel, clock: ServerDeps['clock']): void {
  live.setRenderer('posts', async () => ({ toAll: { changedAt: Math.floor(clock.now().getTime() / 1000) } }));
}

export function postsChanged(deps: Pick<ServerDeps, 'live'>, eventId: string): void {
  deps.live.changed({ eventId, topic: 'posts', key: postsLiveKey });
}
