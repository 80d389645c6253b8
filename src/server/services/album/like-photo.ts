import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { albumLikes } from '../../db/schema/album-likes.ts';
import { albumPhotos } from '../../db/schema/album-photos.ts';
import { DomainError } from '../domain-error.ts';
import { applyOnce } from '../idempotency/apply-once.ts';
import { fingerprintPayload } from '../idempotency/payload-fingerprint.ts';
import { albumLimitMessages } from '#shared/contracts/album.ts';

const likePhotoOp = 'album.like';

interface LikeAnswer {
  photoId: string;
  liked: boolean;
  likes: number;
}

async function currentLikes(tx: Db, photoId: string): Promise<number> {
  const [row] = await tx.select({ likes: albumPhotos.likes }).from(albumPhotos).where(eq(albumPhotos.id, photoId));
  return row?.likes ?? 0;
}

/**
 * Sets one person's like on or off, once per key (queued offline, replayed by the outbox). The
 * like row's primary key keeps it to one per person, and the running count moves only when a row
 * really came or went. A replay changes nothing: without the key, a late replay of "like" would
 * undo an "unlike" queued after it. A replay answers today's count.
 */
export async function likePhoto(db: Db, input: { eventId: string; photoId: string; accountId: string; liked: boolean; idempotencyKey: string }): Promise<LikeAnswer> {
  const write = {
    accountId: input.accountId,
    op: likePhotoOp,
    idempotencyKey: input.idempotencyKey,
    fingerprint: fingerprintPayload({ eventId: input.eventId, photoId: input.photoId, liked: input.liked }),
  };
  return applyOnce<LikeAnswer>(
    db,
    write,
    async (tx) => {
      const [photo] = await tx
        .select({ id: albumPhotos.id })
        .from(albumPhotos)
        .where(and(eq(albumPhotos.id, input.photoId), eq(albumPhotos.eventId, input.eventId), eq(albumPhotos.status, 'visible')));
      if (!photo) throw new DomainError('NOT_FOUND', albumLimitMessages.notFound);
      const changed = input.liked
        ? await tx.insert(albumLikes).values({ photoId: photo.id, accountId: input.accountId }).onConflictDoNothing().returning({ id: albumLikes.photoId })
        : await tx
            .delete(albumLikes)
            .where(and(eq(albumLikes.photoId, photo.id), eq(albumLikes.accountId, input.accountId)))
            .returning({ id: albumLikes.photoId });
      if (changed.length === 0) return { photoId: photo.id, liked: input.liked, likes: await currentLikes(tx, photo.id) };
      const [row] = await tx
        .update(albumPhotos)
        .set({ likes: sql`${albumPhotos.likes} + ${input.liked ? 1 : -1}` })
        .where(eq(albumPhotos.id, photo.id))
        .returning({ likes: albumPhotos.likes });
      return { photoId: photo.id, liked: input.liked, likes: row?.likes ?? 0 };
    },
    async (stored, tx) => {
      const [mine] = await tx
        .select({ photoId: albumLikes.photoId })
        .from(albumLikes)
        .where(and(eq(albumLikes.photoId, stored.photoId), eq(albumLikes.accountId, input.accountId)));
      return { photoId: stored.photoId, liked: mine !== undefined, likes: await currentLikes(tx, stored.photoId) };
    },
  );
}
