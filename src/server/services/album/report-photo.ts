import type { Db } from '../../db/client.ts';
import { albumReports } from '../../db/schema/album-reports.ts';
import { applyOnce } from '../idempotency/apply-once.ts';
import { fingerprintPayload } from '../idempotency/payload-fingerprint.ts';
import { loadPhoto } from './album-rows.ts';

const reportPhotoOp = 'album.report';

/**
 * An attendee's report with its reason, once per key (queued offline, replayed by the outbox):
 * a replay after an organizer dealt with the report must not reopen it. A new report by the same
 * person replaces the reason and reopens it.
 */
export async function reportPhoto(db: Db, input: { eventId: string; photoId: string; accountId: string; reason: string; idempotencyKey: string }, now: Date): Promise<void> {
  const write = {
    accountId: input.accountId,
    op: reportPhotoOp,
    idempotencyKey: input.idempotencyKey,
    fingerprint: fingerprintPayload({ eventId: input.eventId, photoId: input.photoId, reason: input.reason }),
  };
  await applyOnce(db, write, async (tx) => {
    const photo = await loadPhoto(tx, input.eventId, input.photoId);
    await tx
      .insert(albumReports)
      .values({ eventId: photo.eventId, photoId: photo.id, accountId: input.accountId, reason: input.reason, createdAt: now })
      .onConflictDoUpdate({ target: [albumReports.photoId, albumReports.accountId], set: { reason: input.reason, createdAt: now, resolvedAt: null } });
    return { photoId: photo.id };
  });
}
