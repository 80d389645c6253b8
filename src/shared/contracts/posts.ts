import { z } from 'zod';
import { chosenUnixSecondsSchema, deviceUnixSecondsSchema, idSchema, multiLine, pictureSchema, singleLine, unixSecondsSchema, uploadedPictureSrcSchema } from './common.ts';
import { postAudiences, postBodyMax, postTitleMax } from '../rules/post-limits.ts';

// Updates (posts): what organizers and staff announce to the people at an event. Times are unix
// seconds. The feed every reader gets is chosen by who they are (rules/post-feeds.ts).

export {    type PostAudience } from '../rules/post-limits.ts';
const postAudienceSchema = z.enum(postAudiences);

/** One published update as readers see it. */
const postSchema = z.object({
  id: idSchema,
  eventId: idSchema,
  title: z.string(),
  /** Plain text; the page makes http(s) links clickable and shows nothing else as markup. */
  body: z.string(),
  picture: pictureSchema.nullable(),
  pinned: z.boolean(),
  audience: postAudienceSchema,
  publishedAt: unixSecondsSchema,
  /** Set when the text, picture or audience changed after publishing ("edited"). */
  editedAt: unixSecondsSchema.nullable(),
});
export type Post = z.infer<typeof postSchema>;

/** A posts feed: the published updates one group of readers may see, pinned first, newest first. */
/** @public The wire shape; the page reads it as a type. */
export const postsFeedSchema = z.object({
  eventId: idSchema,
  posts: z.array(postSchema),
});
export type PostsFeed = z.infer<typeof postsFeedSchema>;

/** What the console lists: every update, scheduled ones too, with who wrote it. */
const managedPostSchema = postSchema.extend({
  /** When it goes (or went) out. */
  publishAt: unixSecondsSchema,
  published: z.boolean(),
  authorName: z.string(),
  /** Whether the caller may edit and delete it (their own, or they may handle everyone's). */
  mine: z.boolean(),
  canChange: z.boolean(),
});
export type ManagedPost = z.infer<typeof managedPostSchema>;
export const managedPostsSchema = z.object({ posts: z.array(managedPostSchema) });

const postDraftSchema = z.object({
  title: singleLine(z.string().trim().min(1, 'Give the update a title').max(postTitleMax)),
  body: multiLine(z.string().trim().min(1, 'Write the update').max(postBodyMax)),
  /** An /uploads/… path of the author's own event-picture upload, or null for none. */
  pictureSrc: uploadedPictureSrcSchema.nullable().default(null),
  pinned: z.boolean().default(false),
  audience: postAudienceSchema.default('everyone'),
  /** null: now. A time in the past also means now. */
  publishAt: chosenUnixSecondsSchema.nullable().default(null),
});
export type PostDraft = z.infer<typeof postDraftSchema>;

export const postsEventInput = z.object({ eventId: idSchema });
export const createPostInput = z.object({ eventId: idSchema, post: postDraftSchema });
export const updatePostInput = z.object({ eventId: idSchema, postId: idSchema, post: postDraftSchema });
export const postIdInput = z.object({ eventId: idSchema, postId: idSchema });
export const setPostPinnedInput = z.object({ eventId: idSchema, postId: idSchema, pinned: z.boolean() });

/** The reader's unread marker: updates published after `seenUpTo` are new to them. */
export const postReadStateSchema = z.object({ seenUpTo: unixSecondsSchema.nullable() });
export type PostReadState = z.infer<typeof postReadStateSchema>;
/**
 * The newest publishedAt the reader has had on screen: before 2200 or BAD_REQUEST; a future time
 * below that is held to the server's now (a phone's clock may run ahead; it must not hide updates).
 */
export const markPostsSeenInput = z.object({ eventId: idSchema, seenUpTo: deviceUnixSecondsSchema });

/** The live nudge on topic 'posts' (data `{ changedAt }`): the feed changed, fetch it again (the content stays in the feed). */
export const postsLiveKey = 'feed';
