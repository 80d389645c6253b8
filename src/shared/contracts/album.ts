import { z } from 'zod';
import { idSchema, multiLine, unixSecondsSchema } from './common.ts';
import { idempotencyKeySchema } from './outbox.ts';

// The event album: the shared feed of visible photos, the viewer's likes, moderation, and the
// plain HTTP route photos arrive by (multipart, with the file; see albumUploadPath).


const maxCaptionLength = 280;
const maxReportReasonLength = 500;
/** Photos one person may keep in one event's album. */
export const maxPhotosPerPerson = 200;

export const albumLimitMessages = {
  perPerson: `You have reached ${maxPhotosPerPerson} photos in this album. Delete one to add another.`,
  eventStorage: 'This event’s album is full. Ask an organizer to make room.',
  notFound: 'This photo is no longer in the album',
  ownOnly: 'Only the person who added this photo, or an organizer, can delete it',
} as const;

const captionSchema = multiLine(z.string().trim().max(maxCaptionLength, { error: `Keep the caption under ${maxCaptionLength} characters` }));

const albumPhotoStatuses = ['pending', 'visible', 'hidden'] as const;
const albumPhotoStatusSchema = z.enum(albumPhotoStatuses);

const albumPhotoSchema = z.object({
  id: idSchema,
  src: z.string(),
  thumbnailSrc: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  caption: z.string(),
  uploaderId: idSchema,
  uploaderName: z.string(),
  likes: z.number().int().nonnegative(),
  createdAt: unixSecondsSchema,
});
export type AlbumPhoto = z.infer<typeof albumPhotoSchema>;

/** The shared 'album' feed: every visible photo, newest first. */
export const albumFeedSchema = z.object({ eventId: idSchema, photos: z.array(albumPhotoSchema) });
export type AlbumFeed = z.infer<typeof albumFeedSchema>;

export const albumEventInput = z.object({ eventId: idSchema });
const albumPhotoRefInput = z.object({ eventId: idSchema, photoId: idSchema });

/** What the route answers for an added photo (a replay answers the same). */
const addedPhotoSchema = z.object({ photo: albumPhotoSchema, status: albumPhotoStatusSchema });
export type AddedPhoto = z.infer<typeof addedPhotoSchema>;
export const addPhotoFieldsSchema = z.object({ caption: captionSchema.default(''), idempotencyKey: idempotencyKeySchema });

/** The viewer's own view over the feed: what they liked, their own photos (pending and hidden too), limits. */
export const albumOverlaySchema = z.object({
  likedPhotoIds: z.array(idSchema),
  ownPhotos: z.array(addedPhotoSchema),
  requireApproval: z.boolean(),
  canModerate: z.boolean(),
});
export type AlbumOverlay = z.infer<typeof albumOverlaySchema>;

// Likes, reports and deletes are queued in the outbox (offline too) and applied once per key.
export const likePhotoInput = albumPhotoRefInput.extend({ idempotencyKey: idempotencyKeySchema, liked: z.boolean() });
export const likePhotoResult = z.object({ photoId: idSchema, liked: z.boolean(), likes: z.number().int().nonnegative() });

export const reportPhotoInput = albumPhotoRefInput.extend({
  idempotencyKey: idempotencyKeySchema,
  reason: multiLine(z.string().trim().min(3, { error: 'Say in a few words what is wrong' }).max(maxReportReasonLength)),
});

export const deletePhotoInput = albumPhotoRefInput.extend({ idempotencyKey: idempotencyKeySchema });
/** deleted is false when the photo was already gone (deleted from another phone, or by an organizer): nothing is left to do. */
export const deletePhotoResult = z.object({ photoId: idSchema, deleted: z.boolean() });

const moderationFilters = ['pending', 'reported', 'hidden', 'all'] as const;
export const moderationQueueInput = z.object({
  eventId: idSchema,
  filter: z.enum(moderationFilters).default('pending'),
  /** The last photo of the previous page (newest first), or absent for the first page. */
  cursor: idSchema.optional(),
  limit: z.number().int().min(1).max(100).default(40),
});
const moderatedPhotoSchema = albumPhotoSchema.extend({
  status: albumPhotoStatusSchema,
  reports: z.array(z.object({ reason: z.string(), reporterName: z.string(), createdAt: unixSecondsSchema })),
});
export type ModeratedPhoto = z.infer<typeof moderatedPhotoSchema>;
export const moderationQueueSchema = z.object({
  photos: z.array(moderatedPhotoSchema),
  nextCursor: idSchema.nullable(),
  counts: z.object({ pending: z.number().int(), reported: z.number().int(), hidden: z.number().int(), visible: z.number().int() }),
  storage: z.object({ usedBytes: z.number().int(), limitBytes: z.number().int() }),
});
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;

export const moderatePhotoInput = albumPhotoRefInput.extend({ action: z.enum(['approve', 'hide', 'show', 'dismiss-reports']) });
export const albumSettingsInput = z.object({ eventId: idSchema, requireApproval: z.boolean() });
