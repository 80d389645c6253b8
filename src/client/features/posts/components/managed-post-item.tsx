import type { ManagedPost } from '#shared/contracts/posts.ts';
import { badge } from '#client/components/ui/form-styles.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { audienceLabels, postTime } from '../post-labels.ts';

interface ManagedPostItemProps {
  post: ManagedPost;
  /** The event's zone: a scheduled time reads as the form that set it does. */
  timeZone: string;
  onEdit: () => void;
  onTogglePin: () => void;
  onDelete: () => void;
  busy: boolean;
}

/** One update in the console: when it goes out, for whom, and what may be done with it. */
export function ManagedPostItem({ post, timeZone, onEdit, onTogglePin, onDelete, busy }: ManagedPostItemProps) {
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        {post.published ? (
          <span className={`${badge} bg-green-100 text-green-800 dark:bg-green-900/60 dark:text-green-200`}>Published</span>
        ) : (
          <span className={`${badge} bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100`}>Scheduled</span>
        )}
        {post.pinned ? <span className={`${badge} bg-primary-100 text-primary-800 dark:bg-primary-900/60 dark:text-primary-200`}>Pinned</span> : null}
        <span className={`${badge} bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300`}>{audienceLabels[post.audience]}</span>
        <span className="text-gray-600 dark:text-gray-400">
          {post.published ? '' : 'Goes out '}
          {postTime(post.publishAt, { timeZone })} · {post.authorName}
          {post.editedAt !== null ? ' · edited' : ''}
        </span>
      </div>
      <h3 className="mt-2 font-semibold break-words text-gray-900 dark:text-white">{post.title}</h3>
      <p className="mt-1 line-clamp-3 text-sm break-words whitespace-pre-line text-gray-700 dark:text-gray-300">{post.body}</p>
      {post.canChange ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className={buttonStyles.secondary} onClick={onEdit} aria-label={`Edit “${post.title}”`}>
            Edit
          </button>
          <button type="button" className={buttonStyles.ghost} onClick={onTogglePin} disabled={busy} aria-label={`${post.pinned ? 'Unpin' : 'Pin'} “${post.title}”`}>
            {post.pinned ? 'Unpin' : 'Pin'}
          </button>
          <button type="button" className={buttonStyles.ghost} onClick={onDelete} aria-label={`Delete “${post.title}”`}>
            Delete
          </button>
        </div>
      ) : null}
    </li>
  );
}
