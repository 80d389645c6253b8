import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ManagedPost } from '#shared/contracts/posts.ts';
import { ConfirmDialog } from '#client/components/dialog/confirm-dialog.tsx';
import { OfflineNotice } from '#client/components/feedback/offline-notice.tsx';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { card } from '#client/components/ui/form-styles.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { hasEventPermission } from '#client/lib/event-permissions.ts';
import { eventQuery } from '#client/lib/queries/event-queries.ts';
import { managedPostsQuery } from '#client/lib/queries/posts-queries.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { usePostActions } from '../hooks/use-post-actions.ts';
import { emptyPostForm, postFormFrom, type PostFormValues } from '../post-draft.ts';
import { ManagedPostItem } from './managed-post-item.tsx';
import { PostForm } from './post-form.tsx';

type Editing = { kind: 'new'; initial: PostFormValues } | { kind: 'edit'; post: ManagedPost } | null;

/** /event/$eventId/console/posts: write, schedule, pin, edit and delete the event's updates. */
export function PostsConsolePage({ eventId }: { eventId: string }) {
  const trpc = useTrpc();
  const event = useQuery(eventQuery(trpc, eventId)).data;
  const allowed = event ? hasEventPermission(event, 'Event::Post::Create') : false;
  const list = useQuery({ ...managedPostsQuery(trpc, eventId), enabled: allowed && Boolean(event?.enablePosts) });
  const actions = usePostActions(eventId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ManagedPost | null>(null);
  if (!event) return null;
  if (!allowed) return <p className={`${card} text-sm text-gray-700 dark:text-gray-300`}>Only organizers and staff can write updates for {event.name}.</p>;
  if (!event.enablePosts) {
    return <p className={`${card} text-sm text-gray-700 dark:text-gray-300`}>Updates are switched off for this event. Switch them on under Features to write one.</p>;
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Updates</h2>
        {editing === null ? (
          <button type="button" className={buttonStyles.primary} onClick={() => setEditing({ kind: 'new', initial: emptyPostForm(Math.floor(Date.now() / 1000), event.timeZone) })}>
            New update
          </button>
        ) : null}
      </div>
      {editing ? (
        <section aria-label={editing.kind === 'new' ? 'New update' : 'Edit update'} className={card}>
          <PostForm
            key={editing.kind === 'edit' ? editing.post.id : 'new'}
            initial={editing.kind === 'edit' ? postFormFrom(editing.post, event.timeZone) : editing.initial}
            timeZone={event.timeZone}
            published={editing.kind === 'edit' && editing.post.published}
            submitLabel={editing.kind === 'edit' ? 'Save changes' : 'Post update'}
            onSubmit={async (draft) => {
              await (editing.kind === 'edit' ? actions.update(editing.post.id, draft) : actions.create(draft));
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        </section>
      ) : null}
      {list.data ? (
        list.data.posts.length === 0 ? (
          <p className={`${card} text-sm text-gray-600 dark:text-gray-400`}>No updates yet. The first one you post reaches everyone’s bell at once.</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="All updates">
            {list.data.posts.map((post) => (
              <ManagedPostItem
                key={post.id}
                post={post}
                timeZone={event.timeZone}
                busy={actions.pinPending}
                onEdit={() => setEditing({ kind: 'edit', post })}
                onTogglePin={() => void actions.setPinned(post.id, !post.pinned).catch(() => undefined)}
                onDelete={() => setDeleting(post)}
              />
            ))}
          </ul>
        )
      ) : list.isError ? (
        <QueryErrorNotice error={list.error} onRetry={() => void list.refetch()} />
      ) : list.fetchStatus === 'paused' ? (
        <OfflineNotice what="The updates" />
      ) : (
        <div className="flex justify-center py-10">
          <Spinner label="Loading the updates" />
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this update?"
        confirmLabel="Delete update"
        danger
        pending={actions.removePending}
        onConfirm={() => {
          if (deleting) void actions.remove(deleting.id).finally(() => setDeleting(null));
        }}
        onCancel={() => setDeleting(null)}
      >
        “{deleting?.title}” disappears from everyone’s updates. Notifications already sent stay in people’s bells.
      </ConfirmDialog>
    </div>
  );
}
