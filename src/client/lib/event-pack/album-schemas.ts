import * as z from 'zod/mini';
import type { AddedPhoto, AlbumFeed, AlbumPhoto } from '#shared/contracts/album.ts';

// zod/mini twins of the album contract, for what arrives outside tRPC (the shared feed, the
// upload route's answer) and what is read back from IndexedDB (the event pack's album part).

export const albumPhotoSchema: z.ZodMiniType<AlbumPhoto> = z.object({
  id: z.string(),
  src: z.string(),
  thumbnailSrc: z.string(),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
  caption: z.string(),
  uploaderId: z.string(),
  uploaderName: z.string(),
  likes: z.int().check(z.nonnegative()),
  createdAt: z.number(),
});

export const albumFeedSchema: z.ZodMiniType<AlbumFeed> = z.object({ eventId: z.string(), photos: z.array(albumPhotoSchema) });

export type AddedPhotoView = AddedPhoto;
export const addedPhotoSchema: z.ZodMiniType<AddedPhoto> = z.object({ photo: albumPhotoSchema, status: z.enum(['pending', 'visible', 'hidden']) });

/** What the outbox keeps for one photo (the file waits in photo-file-store.ts under the same key). */
export interface AlbumAddPayload {
  eventId: string;
  idempotencyKey: string;
  caption: string;
  fileName: string;
  bytes: number;
}

export const albumAddPayloadSchema: z.ZodMiniType<AlbumAddPayload> = z.object({
  eventId: z.string(),
  idempotencyKey: z.string(),
  caption: z.string(),
  fileName: z.string(),
  bytes: z.number(),
});
