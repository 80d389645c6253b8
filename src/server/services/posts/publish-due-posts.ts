import type { ServerDeps } from '../../deps.ts';
import { announcePost, dueUnannouncedPostIds } from './announce-post.ts';
import { postsChanged } from './posts-live.ts';

/** How often scheduled updates are looked for: an update goes out at most this late. */
export const publishDuePostsEveryMs = 5_000;

/**
 * Announces every update whose time has come. It reads what is due from the database, so
 * updates scheduled before a restart go out after it; announcing claims each row, so several
 * instances running this job never notify twice. The claim also bumps the posts version: the
 * update enters the feeds at that moment, and open pages hear of it live.
 */
export async function publishDuePosts(deps: Pick<ServerDeps, 'db' | 'clock' | 'bus' | 'live'>): Promise<number> {
  let announced = 0;
  for (const post of await dueUnannouncedPostIds(deps)) {
    await announcePost(deps, post.id);
    postsChanged(deps, post.eventId);
    announced += 1;
  }
  return announced;
}
