import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { albumLikes } from '../../db/schema/album-likes.ts';
import { albumPhotos } from '../../db/schema/album-photos.ts';
import { DomainError } from '../domain-error.ts';
import { albumLimitMessages } from '#shared/contracts/album.ts';

/**
 * Sets one person's like on or off. The like row's primary key keeps it to one per person, and
 * the running count moves only when a row really came or went, so repeating either is harmless.
 */
export async function likePhoto(db: Db, input: { eventId: string; photoId: string; accountId: string; liked: boolean }) {
  return db.transaction(async (tx) => {
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
    let likes: number;
    if (changed.length > 0) {
      const [row] = await tx
        .update(albumPhotos)
        .set({ likes: sql`${albumPhotos.likes} + ${input.liked ? 1 : -1}` })
        .where(eq(albumPhotos.id, photo.id))
        .returning({ likes: albumPhotos.likes });
      likes = row?.likes ?? 0;
    } else {
      const [row] = await tx.select({ likes: albumPhotos.likes }).from(albumPhotos).where(eq(albumPhotos.id, photo.id));
      likes = row?.likes ?? 0;
    }
    return { photoId: photo.id, liked: input.liked, likes };
  });
}
