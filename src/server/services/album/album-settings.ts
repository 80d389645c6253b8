import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { albumSettings } from '../../db/schema/album-settings.ts';

/** The event's album row, made on first use and locked until the transaction ends (one upload counts at a time). */
export async function lockAlbum(tx: Db, eventId: string): Promise<{ requireApproval: boolean }> {
  await tx.insert(albumSettings).values({ eventId }).onConflictDoNothing();
  const [row] = await tx.select({ requireApproval: albumSettings.requireApproval }).from(albumSettings).where(eq(albumSettings.eventId, eventId)).for('update');
  return { requireApproval: row?.requireApproval ?? false };
}

export async function readRequireApproval(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db.select({ requireApproval: albumSettings.requireApproval }).from(albumSettings).where(eq(albumSettings.eventId, eventId));
  return row?.requireApproval ?? false;
}

export async function setRequireApproval(db: Db, eventId: string, requireApproval: boolean, now: Date): Promise<void> {
  await db
    .insert(albumSettings)
    .values({ eventId, requireApproval, updatedAt: now })
    .onConflictDoUpdate({ target: albumSettings.eventId, set: { requireApproval, updatedAt: now } });
}
