import type { Db } from '../../db/client.ts';
import { albumReports } from '../../db/schema/album-reports.ts';
import { loadPhoto } from './album-rows.ts';

/** An attendee's report with its reason; a second report by the same person replaces the reason and reopens it. */
export async function reportPhoto(db: Db, input: { eventId: string; photoId: string; accountId: string; reason: string }, now: Date): Promise<void> {
  const photo = await loadPhoto(db, input.eventId, input.photoId);
  await db
    .insert(albumReports)
    .values({ eventId: photo.eventId, photoId: photo.id, accountId: input.accountId, reason: input.reason, createdAt: now })
    .onConflictDoUpdate({ target: [albumReports.photoId, albumReports.accountId], set: { reason: input.reason, createdAt: now, resolvedAt: null } });
}
