import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ModerationQueue, moderationQueueInput } from '#shared/contracts/album.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { albumPhotos } from '../../db/schema/album-photos.ts';
import { albumReports } from '../../db/schema/album-reports.ts';
import { albumBytesUsed } from './album-limits.ts';
import { toAlbumPhoto, uploaderNameColumn } from './album-rows.ts';

type QueueInput = z.output<typeof moderationQueueInput>;

const hasOpenReport = sql`exists (select 1 from ${albumReports} where ${albumReports.photoId} = ${albumPhotos.id} and ${albumReports.resolvedAt} is null)`;

/** The console's queue: pending, reported (open reports), hidden, or all photos, newest first, a page at a time by cursor (the last photo's id). */
export async function moderationQueue(db: Db, input: QueueInput, limitBytes: number): Promise<ModerationQueue> {
  const conditions: SQL[] = [eq(albumPhotos.eventId, input.eventId)];
  if (input.filter === 'pending') conditions.push(eq(albumPhotos.status, 'pending'));
  if (input.filter === 'hidden') conditions.push(eq(albumPhotos.status, 'hidden'));
  if (input.filter === 'reported') conditions.push(hasOpenReport);
  if (input.cursor) {
    // After the cursor photo in the order (created_at, id) descending; a cursor photo deleted meanwhile ends the list.
    conditions.push(sql`(${albumPhotos.createdAt}, ${albumPhotos.id}) < (select c.created_at, c.id from album_photos c where c.id = ${input.cursor})`);
  }
  const rows = await db
    .select({ photo: albumPhotos, uploaderName: uploaderNameColumn })
    .from(albumPhotos)
    .innerJoin(accounts, eq(accounts.id, albumPhotos.accountId))
    .where(and(...conditions))
    .orderBy(desc(albumPhotos.createdAt), desc(albumPhotos.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const ids = page.map((row) => row.photo.id);
  const reports = ids.length
    ? await db
        .select({ photoId: albumReports.photoId, reason: albumReports.reason, createdAt: albumReports.createdAt, reporterName: uploaderNameColumn })
        .from(albumReports)
        .innerJoin(accounts, eq(accounts.id, albumReports.accountId))
        .where(and(inArray(albumReports.photoId, ids), isNull(albumReports.resolvedAt)))
    : [];
  const statusCounts = await db
    .select({ status: albumPhotos.status, photos: count() })
    .from(albumPhotos)
    .where(eq(albumPhotos.eventId, input.eventId))
    .groupBy(albumPhotos.status);
  const [reported] = await db
    .select({ photos: count() })
    .from(albumPhotos)
    .where(and(eq(albumPhotos.eventId, input.eventId), hasOpenReport));
  const byStatus = Object.fromEntries(statusCounts.map((row) => [row.status, row.photos]));
  const last = page.at(-1);
  return {
    photos: page.map(({ photo, uploaderName }) => ({
      ...toAlbumPhoto(photo, uploaderName),
      status: photo.status,
      reports: reports
        .filter((report) => report.photoId === photo.id)
        .map((report) => ({ reason: report.reason, reporterName: report.reporterName ?? 'Someone', createdAt: Math.floor(report.createdAt.getTime() / 1000) })),
    })),
    nextCursor: rows.length > input.limit && last ? last.photo.id : null,
    counts: { pending: byStatus.pending ?? 0, hidden: byStatus.hidden ?? 0, visible: byStatus.visible ?? 0, reported: reported?.photos ?? 0 },
    storage: { usedBytes: await albumBytesUsed(db, input.eventId), limitBytes },
  };
}
