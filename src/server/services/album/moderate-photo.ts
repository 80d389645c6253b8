import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { moderatePhotoInput } from '#shared/contracts/album.ts';
import type { Db } from '../../db/client.ts';
import { albumPhotos } from '../../db/schema/album-photos.ts';
import { albumReports } from '../../db/schema/album-reports.ts';
import { loadPhoto } from './album-rows.ts';

type Action = z.output<typeof moderatePhotoInput>['action'];
const statusAfter: Record<Exclude<Action, 'dismiss-reports'>, 'visible' | 'hidden'> = { approve: 'visible', show: 'visible', hide: 'hidden' };

/** Approve a pending photo, hide or show one, or keep it as it is and close its reports. Any action closes open reports. */
export async function moderatePhoto(db: Db, input: { eventId: string; photoId: string; action: Action }, now: Date): Promise<void> {
  const photo = await loadPhoto(db, input.eventId, input.photoId);
  await db.transaction(async (tx) => {
    if (input.action !== 'dismiss-reports') {
      const status = statusAfter[input.action];
      if (photo.status !== status) await tx.update(albumPhotos).set({ status }).where(eq(albumPhotos.id, photo.id));
    }
    await tx
      .update(albumReports)
      .set({ resolvedAt: now })
      .where(and(eq(albumReports.photoId, photo.id), isNull(albumReports.resolvedAt)));
  });
}
