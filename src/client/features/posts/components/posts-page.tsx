import { useMemo } from 'react';
import { isUnreadPost } from '#shared/rules/unread-posts.ts';
import { PageHeader } from '#client/components/layouts/page-header.tsx';
import { PackGate } from '#client/components/event-pack/pack-gate.tsx';
import { PackSyncNote } from '#client/components/event-pack/pack-sync-note.tsx';
import { useEventPack } from '#client/lib/event-pack/use-event-pack.ts';
import { useMarkPostsSeen } from '../hooks/use-mark-posts-seen.ts';
import { usePostAnchor } from '../hooks/use-post-anchor.ts';
import { useSeenAtOpen } from '../hooks/use-seen-at-open.ts';
import { PostCard } from './post-card.tsx';

/** /event/$eventId/posts: the organizers' updates, pinned first then newest, readable offline. */
export function PostsPage({ eventId }: { eventId: string }) {
  const { pack, status } = useEventPack(eventId);
  const stored = pack.posts;
  // New, edited and removed updates arrive live on every page of the event (components/event-menu/use-updates-live.ts).
  const seenAtOpen = useSeenAtOpen(stored);
  useMarkPostsSeen(eventId, stored);
  const posts = useMemo(() => stored?.posts ?? [], [stored]);
  const ids = useMemo(() => posts.map((post) => post.id), [posts]);
  usePostAnchor(ids);
  return (
    <div className="flex flex-col gap-5">
      <div>
        <PageHeader title="Updates" description="News and announcements from the people running the event." />
        <PackSyncNote status={status} />
      </div>
      <PackGate status={status} hasData={stored !== null} what="The updates">
        {posts.length === 0 ? (
          <p role="status" className="rounded-2xl border border-dashed border-gray-300 px-6 py-12 text-center text-gray-600 dark:border-gray-700 dark:text-gray-400">
            No updates yet. New ones appear here as soon as they are posted.
          </p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Updates">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} unread={isUnreadPost(post, seenAtOpen)} />
              </li>
            ))}
          </ul>
        )}
      </PackGate>
    </div>
  );
}
