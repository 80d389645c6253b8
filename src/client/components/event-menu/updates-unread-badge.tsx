import { unreadPostCount } from '#shared/rules/unread-posts.ts';
import { usePackStore } from '#client/lib/event-pack/pack-store.ts';

/** The Updates tile's badge: unread updates in the event pack (offline too), absent when none. */
export function UpdatesUnreadBadge({ eventId }: { eventId: string }) {
  const count = usePackStore((state) => {
    const posts = state.packs[eventId]?.posts;
    return posts ? unreadPostCount(posts.posts, posts.seenUpTo) : 0;
  });
  if (count <= 0) return null;
  return (
    <span
      data-testid="updates-unread-badge"
      className="absolute top-2 right-2 inline-flex min-w-6 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs leading-6 font-bold text-white"
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{count === 1 ? ', 1 unread update' : `, ${count} unread updates`}</span>
    </span>
  );
}
