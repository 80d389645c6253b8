import { and, count, eq, sum } from 'drizzle-orm';
import { albumLimitMessages, maxPhotosPerPerson } from '#shared/contracts/album.ts';
import type { Db } from '../../db/client.ts';
import { albumPhotos } from '../../db/schema/album-photos.ts';
import { DomainError } from '../domain-error.ts';

/** Bytes an event's album holds now (every status: hidden and pending photos take room too). */
export async function albumBytesUsed(db: Db, eventId: string): Promise<number> {
  const [row] = await db.select({ bytes: sum(albumPhotos.bytes) }).from(albumPhotos).where(eq(albumPhotos.eventId, eventId));
  return Number(row?.bytes ?? 0);
}

/**
 * Refuses a new photo past either limit: photos per person per event, and the event's storage
 * (adding `incomingBytes`; 0 when checked before the image is processed, so a full album refuses
 * at once). Checked again inside the insert's transaction with the album row locked.
 */
export async function requireRoomForPhoto(db: Db, input: { eventId: string; accountId: string; limitBytes: number; incomingBytes: number }): Promise<void> {
  const [mine] = await db
    .select({ photos: count() })
    .from(albumPhotos)
    .where(and(eq(albumPhotos.eventId, input.eventId), eq(albumPhotos.accountId, input.accountId)));
  if ((mine?.photos ?? 0) >= maxPhotosPerPerson) throw new DomainError('PRECONDITION_FAILED', albumLimitMessages.perPerson);
  const used = await albumBytesUsed(db, input.eventId);
  if (used + input.incomingBytes > input.limitBytes || (input.incomingBytes === 0 && used >= input.limitBytes)) {
    throw new DomainError('PRECONDITION_FAILED', albumLimitMessages.eventStorage);
  }
}
