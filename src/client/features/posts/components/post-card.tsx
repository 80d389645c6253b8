import type { Post } from '#shared/contracts/posts.ts';
import { badge } from '#client/components/ui/form-styles.ts';
import { audienceLabels, postTime } from '../post-labels.ts';
import { PostBody } from './post-body.tsx';

interface PostCardProps {
  post: Post;
  unread: boolean;
}

/** One update in the feed; its id is the target the bell's notification opens (#post-<id>). */
export function PostCard({ post, unread }: PostCardProps) {
  const headingId = `post-${post.id}-title`;
  return (
    <article
      id={`post-${post.id}`}
      aria-labelledby={headingId}
      tabIndex={-1}
      className={`scroll-mt-20 rounded-2xl bg-white p-4 shadow-sm ring-1 focus:outline-2 focus:outline-primary-600 sm:p-5 dark:bg-gray-900 ${
        post.pinned ? 'ring-primary-300 dark:ring-primary-700' : 'ring-gray-200 dark:ring-gray-800'
      }`}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs">
        {post.pinned ? <span className={`${badge} bg-primary-100 text-primary-800 dark:bg-primary-900/60 dark:text-primary-200`}>Pinned</span> : null}
        {unread ? <span className={`${badge} bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-200`}>New</span> : null}
        {post.audience !== 'everyone' ? (
          <span className={`${badge} bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300`}>For {audienceLabels[post.audience].toLowerCase()}</span>
        ) : null}
        <span className="text-gray-600 dark:text-gray-400">
          <time dateTime={new Date(post.publishedAt * 1000).toISOString()}>{postTime(post.publishedAt)}</time>
          {post.editedAt !== null ? <span> · edited</span> : null}
        </span>
      </div>
      <h2 id={headingId} className="mt-2 text-lg font-semibold break-words text-gray-900 dark:text-white">
        {post.title}
      </h2>
      {post.picture ? <img src={post.picture.src} alt="" loading="lazy" className="mt-3 max-h-80 w-full rounded-xl object-cover" /> : null}
      <div className="mt-2">
        <PostBody text={post.body} />
      </div>
    </article>
  );
}
