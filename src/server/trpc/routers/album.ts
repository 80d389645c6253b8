import { z } from 'zod';
import {
  albumEventInput,
  albumFeedSchema,
  albumOverlaySchema,
  albumSettingsInput,
  deletePhotoInput,
  deletePhotoResult,
  likePhotoInput,
  likePhotoResult,
  moderatePhotoInput,
  moderationQueueInput,
  moderationQueueSchema,
  reportPhotoInput,
} from '#shared/contracts/album.ts';
import { albumOverlay } from '../../services/album/album-overlay.ts';
import { setRequireApproval } from '../../services/album/album-settings.ts';
import { deletePhoto } from '../../services/album/delete-photo.ts';
import { likePhoto } from '../../services/album/like-photo.ts';
import { moderatePhoto } from '../../services/album/moderate-photo.ts';
import { moderationQueue } from '../../services/album/moderation-queue.ts';
import { reportPhoto } from '../../services/album/report-photo.ts';
import { requireAlbum, requireAlbumModerator } from '../../services/album/require-album.ts';
import { sharedAlbum } from '../../services/album/shared-album.ts';
import { router } from '../init.ts';
import { authedProcedure } from '../procedures.ts';

const done = z.object({ ok: z.literal(true) });

/**
 * The event album. Photos arrive by the plain multipart route (POST /api/events/:eventId/album/photos);
 * the list is the shared 'album' feed; the rest is here.
 */
export const albumRouter = router({
  /** Every visible photo; devices read the same list from GET /api/events/:eventId/feeds/album. */
  list: authedProcedure
    .input(albumEventInput)
    .output(albumFeedSchema)
    .query(async ({ ctx, input }) => {
      const { event } = await requireAlbum(ctx, input.eventId);
      return sharedAlbum(ctx.deps.db, event.id);
    }),

  /** The viewer's likes and own photos (pending and hidden too), and the album's switches. */
  overlay: authedProcedure
    .input(albumEventInput)
    .output(albumOverlaySchema)
    .query(async ({ ctx, input }) => {
      const access = await requireAlbum(ctx, input.eventId);
      return albumOverlay(ctx.deps.db, access, ctx.account.id);
    }),

  /** A like on or off: once per person, and once per key (the outbox sends it). */
  like: authedProcedure
    .input(likePhotoInput)
    .output(likePhotoResult)
    .mutation(async ({ ctx, input }) => {
      const { event } = await requireAlbum(ctx, input.eventId);
      return likePhoto(ctx.deps.db, { ...input, eventId: event.id, accountId: ctx.account.id });
    }),

  report: authedProcedure
    .input(reportPhotoInput)
    .output(done)
    .mutation(async ({ ctx, input }) => {
      const { event } = await requireAlbum(ctx, input.eventId);
      await reportPhoto(ctx.deps.db, { ...input, eventId: event.id, accountId: ctx.account.id }, ctx.deps.clock.now());
      return { ok: true as const };
    }),

  /** One's own photo, or any photo for organizers; the files go too. Once per key (the outbox sends it). */
  delete: authedProcedure
    .input(deletePhotoInput)
    .output(deletePhotoResult)
    .mutation(async ({ ctx, input }) => {
      const access = await requireAlbum(ctx, input.eventId);
      return deletePhoto(ctx.deps.db, ctx.deps.uploads, access, { photoId: input.photoId, accountId: ctx.account.id, idempotencyKey: input.idempotencyKey });
    }),

  /** The console's queue (pending, reported, hidden, all), by cursor, with counts and the storage used. */
  queue: authedProcedure
    .input(moderationQueueInput)
    .output(moderationQueueSchema)
    .query(async ({ ctx, input }) => {
      const { event } = await requireAlbumModerator(ctx, input.eventId);
      return moderationQueue(ctx.deps.db, { ...input, eventId: event.id }, ctx.deps.env.ALBUM_EVENT_STORAGE_MB * 1024 * 1024);
    }),

  moderate: authedProcedure
    .input(moderatePhotoInput)
    .output(done)
    .mutation(async ({ ctx, input }) => {
      const { event } = await requireAlbumModerator(ctx, input.eventId);
      await moderatePhoto(ctx.deps.db, { ...input, eventId: event.id }, ctx.deps.clock.now());
      return { ok: true as const };
    }),

  /** Approval before photos show (applies to photos added from now on). */
  setSettings: authedProcedure
    .input(albumSettingsInput)
    .output(done)
    .mutation(async ({ ctx, input }) => {
      const { event } = await requireAlbumModerator(ctx, input.eventId);
      await setRequireApproval(ctx.deps.db, event.id, input.requireApproval, ctx.deps.clock.now());
      return { ok: true as const };
    }),
});
