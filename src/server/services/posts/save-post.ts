import { and, eq } from 'drizzle-orm';
import type { PostDraft } from '#shared/contracts/posts.ts';
import type { Db } from '../../db/client.ts';
import { posts, type PostRow } from '../../db/schema/posts.ts';
import type { ServerDeps } from '../../deps.ts';
import { DomainError } from '../domain-error.ts';
import { findOwnedUpload } from '../uploads/find-owned-upload.ts';
import { announcePost } from './announce-post.ts';
import { postsChanged } from './posts-live.ts';

type SaveDeps = Pick<ServerDeps, 'db' | 'clock' | 'bus' | 'live'>;

const alreadyPublishedMessage = 'This update is already out: it cannot be scheduled again';

/**
 * The picture to store: unchanged stays (another organizer may have uploaded it), null removes
 * it, anything else must be the caller's own event-picture upload (no foreign URLs).
 */
async function resolvePicture(db: Db, accountId: string, requested: string | null, current: string | null): Promise<string | null> {
  if (requested === null || requested === current) return requested;
  const upload = await findOwnedUpload(db, accountId, requested, 'event-picture');
  if (!upload) throw new DomainError('BAD_REQUEST', 'Upload the picture again: this one is not yours or not an event picture', { fieldIssues: [{ path: ['post', 'pictureSrc'], message: 'Upload the picture again' }] });
  return upload.src;
}

/** A chosen time still ahead schedules the update; none, or one already past, means now. */
function publishTime(draft: PostDraft, now: Date): Date {
  return draft.publishAt !== null && draft.publishAt * 1000 > now.getTime() ? new Date(draft.publishAt * 1000) : now;
}

async function announceIfDue(deps: SaveDeps, post: PostRow): Promise<void> {
  if (post.announcedAt === null && post.publishAt.getTime() <= deps.clock.now().getTime()) await announcePost(deps, post.id);
}

export async function createPost(deps: SaveDeps, { eventId, accountId, draft }: { eventId: string; accountId: string; draft: PostDraft }): Promise<string> {
  const now = deps.clock.now();
  const pictureSrc = await resolvePicture(deps.db, accountId, draft.pictureSrc, null);
  const [post] = await deps.db
    .insert(posts)
    .values({ eventId, authorAccountId: accountId, title: draft.title, body: draft.body, pictureSrc, pinned: draft.pinned, audience: draft.audience, publishAt: publishTime(draft, now), createdAt: now, updatedAt: now })
    .returning();
  if (!post) throw new Error('Post insert returned no row');
  await announceIfDue(deps, post);
  postsChanged(deps, eventId);
  return post.id;
}

/**
 * Edits an update. Once out, it keeps its time and shows "edited" when what readers see changed;
 * one still scheduled may move (or go out now).
 */
export async function updatePost(deps: SaveDeps, { post, accountId, draft }: { post: PostRow; accountId: string; draft: PostDraft }): Promise<void> {
  const now = deps.clock.now();
  const out = post.announcedAt !== null || post.publishAt.getTime() <= now.getTime();
  if (out && draft.publishAt !== null && draft.publishAt * 1000 > now.getTime()) throw new DomainError('PRECONDITION_FAILED', alreadyPublishedMessage);
  const pictureSrc = await resolvePicture(deps.db, accountId, draft.pictureSrc, post.pictureSrc);
  const seenChanged = draft.title !== post.title || draft.body !== post.body || pictureSrc !== post.pictureSrc || draft.audience !== post.audience;
  const [saved] = await deps.db
    .update(posts)
    .set({
      title: draft.title,
      body: draft.body,
      pictureSrc,
      pinned: draft.pinned,
      audience: draft.audience,
      publishAt: out ? post.publishAt : publishTime(draft, now),
      editedAt: out && seenChanged ? now : post.editedAt,
      updatedAt: now,
    })
    .where(and(eq(posts.id, post.id), eq(posts.eventId, post.eventId)))
    .returning();
  if (!saved) throw new DomainError('NOT_FOUND', 'This update does not exist any more');
  await announceIfDue(deps, saved);
  postsChanged(deps, post.eventId);
}

/** Pinning is not an edit: readers see it move to the top, not "edited". */
export async function setPostPinned(deps: SaveDeps, post: PostRow, pinned: boolean): Promise<void> {
  if (post.pinned === pinned) return;
  await deps.db.update(posts).set({ pinned, updatedAt: deps.clock.now() }).where(eq(posts.id, post.id));
  postsChanged(deps, post.eventId);
}

/** Notifications already in bells stay; opening one shows the feed without it. */
export async function deletePost(deps: SaveDeps, post: PostRow): Promise<void> {
  await deps.db.delete(posts).where(eq(posts.id, post.id));
  postsChanged(deps, post.eventId);
}
