// Set-up of the album bench: the demo conference (seeded by the server, album switched on) with its
// album filled to 2,000 photos. Twenty distinct pictures go through the upload pipeline's
// re-encoder (processImage: WebP, EXIF gone, 320 px thumbnails) once; every photo then gets its own
// stored files under fresh random names (so every thumbnail is its own URL, as on a real album)
// and its row, inserted in chunks. Pictures are a gradient with lights, a coarse texture and grain,
// so thumbnails weigh about what a photo's do (10–20 kB), not what a flat test card would.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { count, eq, like, ne, and } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { accounts } from '#server/db/schema/accounts.ts';
import { albumPhotos } from '#server/db/schema/album-photos.ts';
import { processImage, type ProcessedImage } from '#server/services/uploads/process-image.ts';
import { createLocalStorage } from '#server/services/uploads/storage.ts';
import { eventPhotoJpeg } from '#server/seed/conference/picture-pixels.ts';

const distinctPictures = 20;

export interface SeededAlbum {
  photos: number;
  /** Mean size of the stored thumbnails and full-size photos (bytes). */
  thumbnailBytes: number;
  photoBytes: number;
  seconds: number;
}

/** Fills the event's album up to `total` visible photos, uploaded by members other than `exceptAccountId`. */
export async function seedAlbumPhotos(db: Db, dataDir: string, { eventId, total, exceptAccountId, now }: { eventId: string; total: number; exceptAccountId: string; now: Date }): Promise<SeededAlbum> {
  const started = Date.now();
  const storage = createLocalStorage(path.join(dataDir, 'uploads'));
  const [existing] = await db.select({ total: count() }).from(albumPhotos).where(eq(albumPhotos.eventId, eventId));
  const missing = Math.max(0, total - (existing?.total ?? 0));
  const uploaders = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(like(accounts.email, '%@hallway.test'), ne(accounts.id, exceptAccountId)));
  if (uploaders.length === 0) throw new Error('The demo accounts are missing: was the demo seeded?');
  const processed: ProcessedImage[] = [];
  for (let i = 0; i < distinctPictures; i++) processed.push(await processImage(await eventPhotoJpeg(i), 'album-photo'));
  const rows: Array<typeof albumPhotos.$inferInsert> = [];
  for (let i = 0; i < missing; i++) {
    const image = processed[i % processed.length]!;
    const name = randomBytes(16).toString('base64url');
    const key = `album-photo/${name}.webp`;
    const thumbnailKey = `album-photo/${name}-thumb.webp`;
    await storage.put(key, image.main.bytes, image.contentType);
    await storage.put(thumbnailKey, image.thumbnail.bytes, image.contentType);
    rows.push({
      eventId,
      accountId: uploaders[i % uploaders.length]!.id,
      src: storage.url(key),
      thumbnailSrc: storage.url(thumbnailKey),
      width: image.main.width,
      height: image.main.height,
      bytes: image.main.bytes.length,
      caption: i % 3 === 0 ? `Hallway moment ${i + 1}` : '',
      status: 'visible',
      // Older than the demo's dozen (a few hours old): one a minute, the days before.
      createdAt: new Date(now.getTime() - 6 * 3600_000 - i * 60_000),
    });
  }
  for (let i = 0; i < rows.length; i += 250) await db.insert(albumPhotos).values(rows.slice(i, i + 250));
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  return {
    photos: (existing?.total ?? 0) + missing,
    thumbnailBytes: mean(processed.map((image) => image.thumbnail.bytes.length)),
    photoBytes: mean(processed.map((image) => image.main.bytes.length)),
    seconds: (Date.now() - started) / 1000,
  };
}
