import {
  createPostInput,
  managedPostsSchema,
  markPostsSeenInput,
  postIdInput,
  postReadStateSchema,
  postsEventInput,
  setPostPinnedInput,
  updatePostInput,
} from '#shared/contracts/posts.ts';
import { z } from 'zod';
import { listManagedPosts } from '../../services/posts/managed-posts.ts';
import { requireChangeablePost } from '../../services/posts/post-changes.ts';
import { markPostsSeen, readPostReadState } from '../../services/posts/post-reads.ts';
import { requirePostsPermission, requirePostsRead } from '../../services/posts/require-posts.ts';
import { createPost, deletePost, setPostPinned, updatePost } from '../../services/posts/save-post.ts';
import { router } from '../init.ts';
import { authedProcedure } from '../procedures.ts';

const editing = { any: 'Event::Post::Update', own: 'Event::Post::UpdateOwn' } as const;
const deleting = { any: 'Event::Post::Delete', own: 'Event::Post::DeleteOwn' } as const;

/**
 * Updates (posts). Readers get the published ones from the shared posts feeds
 * (GET /api/events/:eventId/feeds/posts-<group>); here are the unread marker and the console.
 */
export const postsRouter = router({
  /** The reader's unread marker, kept on the server so it follows them across devices. */
  readState: authedProcedure
    .input(postsEventInput)
    .output(postReadStateSchema)
    .query(async ({ ctx, input }) => {
      await requirePostsRead(ctx, input.eventId);
      return readPostReadState(ctx.deps.db, ctx.account.id, input.eventId);
    }),

  markSeen: authedProcedure
    .input(markPostsSeenInput)
    .output(postReadStateSchema)
    .mutation(async ({ ctx, input }) => {
      await requirePostsRead(ctx, input.eventId);
      return markPostsSeen(ctx.deps.db, { accountId: ctx.account.id, eventId: input.eventId, seenUpTo: input.seenUpTo, now: ctx.deps.clock.now() });
    }),

  /** The console's list: scheduled updates too. */
  manage: authedProcedure
    .input(postsEventInput)
    .output(managedPostsSchema)
    .query(async ({ ctx, input }) => {
      const access = await requirePostsPermission(ctx, input.eventId, 'Event::Post::Create');
      return { posts: await listManagedPosts(ctx.deps.db, access, ctx.account.id, ctx.deps.clock.now()) };
    }),

  create: authedProcedure
    .input(createPostInput)
    .output(z.object({ postId: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await requirePostsPermission(ctx, input.eventId, 'Event::Post::Create');
      return { postId: await createPost(ctx.deps, { eventId: input.eventId, accountId: ctx.account.id, draft: input.post }) };
    }),

  update: authedProcedure.input(updatePostInput).mutation(async ({ ctx, input }) => {
    const { post } = await requireChangeablePost({ ...ctx, accountId: ctx.account.id }, input.eventId, input.postId, editing);
    await updatePost(ctx.deps, { post, accountId: ctx.account.id, draft: input.post });
    return { postId: post.id };
  }),

  setPinned: authedProcedure.input(setPostPinnedInput).mutation(async ({ ctx, input }) => {
    const { post } = await requireChangeablePost({ ...ctx, accountId: ctx.account.id }, input.eventId, input.postId, editing);
    await setPostPinned(ctx.deps, post, input.pinned);
    return { postId: post.id };
  }),

  remove: authedProcedure.input(postIdInput).mutation(async ({ ctx, input }) => {
    const { post } = await requireChangeablePost({ ...ctx, accountId: ctx.account.id }, input.eventId, input.postId, deleting);
    await deletePost(ctx.deps, post);
    return { postId: post.id };
  }),
});
