import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { albumPhotos } from '../../db/schema/album-photos.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import type { UploadPurpose } from '../../db/schema/uploads.ts';
import { processImage, type ProcessedImage } from '../../services/uploads/process-image.ts';
import type { UploadStorage } from '../../services/uploads/storage.ts';
import { eventPhotoJpeg, portraitJpeg } from './picture-pixels.ts';
import { createRandom } from './random.ts';

// Profile pictures and album photos for the scale conference. A few distinct pictures go through
// the real upload pipeline (processImage: re-encoded to WebP, EXIF gone, thumbnail) once; each
// person or photo then gets its own stored copy under a fresh random name, so every picture is
// its own URL and file as on a real event (a phone fetches and keeps each one), without running
// sharp thousands of times. No uploads rows: nobody picks these files again in a form.

export interface PictureShares {
  /** Share of speakers with a profile picture (speakers usually send one with their talk). */
  speakers: number;
  /** Share of everyone else with a profile picture. */
  others: number;
  albumPhotos: number;
}

/** About what a conference app sees: most speakers, under half of the attendees, a few hundred album photos (past the 200 a phone keeps). */
export const defaultPictureShares: PictureShares = { speakers: 0.9, others: 0.4, albumPhotos: 300 };

const distinctPortraits = 24;
const distinctPhotos = 16;
const rowsPerStatement = 1000;

async function storeCopy(storage: UploadStorage, purpose: UploadPurpose, image: ProcessedImage) {
  const name = randomBytes(16).toString('base64url');
  const key = `${purpose}/${name}.webp`;
  const thumbnailKey = `${purpose}/${name}-thumb.webp`;
  await storage.put(key, image.main.bytes, image.contentType);
  await storage.put(thumbnailKey, image.thumbnail.bytes, image.contentType);
  return { src: storage.url(key), thumbnailSrc: storage.url(thumbnailKey), image };
}

async function processAll(count: number, make: (index: number) => Promise<Buffer>, purpose: UploadPurpose): Promise<ProcessedImage[]> {
  const processed: ProcessedImage[] = [];
  for (let i = 0; i < count; i++) processed.push(await processImage(await make(i), purpose));
  return processed;
}

/** Gives a seeded share of the event's members a profile picture (account picture and profile thumbnail). Answers how many. */
export async function seedProfilePictures(db: Db, storage: UploadStorage, { eventId, seed, shares = defaultPictureShares }: { eventId: string; seed: number; shares?: PictureShares }): Promise<number> {
  const random = createRandom(seed * 31 + 7);
  const members = await db.select({ accountId: eventMembers.accountId, role: eventMembers.role }).from(eventMembers).where(eq(eventMembers.eventId, eventId)).orderBy(eventMembers.accountId);
  const chosen = members.filter((member) => random.next() < (member.role === 'speaker' ? shares.speakers : shares.others));
  const portraits = await processAll(distinctPortraits, portraitJpeg, 'avatar');
  const stored = [];
  for (const [i, member] of chosen.entries()) stored.push({ accountId: member.accountId, ...(await storeCopy(storage, 'avatar', portraits[i % portraits.length]!)) });
  for (let start = 0; start < stored.length; start += rowsPerStatement) {
    const rows = sql.join(
      stored.slice(start, start + rowsPerStatement).map((row) => sql`(${row.accountId}::uuid, ${row.src}, ${row.thumbnailSrc})`),
      sql`, `,
    );
    await db.execute(sql`update accounts set picture_src = v.src from (values ${rows}) as v(id, src, thumb) where accounts.id = v.id`);
    await db.execute(sql`update profiles set picture_thumbnail_src = v.thumb from (values ${rows}) as v(id, src, thumb) where profiles.account_id = v.id`);
  }
  return stored.length;
}

/** Fills the event's album with `count` visible photos from its members, one every few minutes before `now`. */
export async function seedAlbumPhotos(db: Db, storage: UploadStorage, { eventId, seed, count, now }: { eventId: string; seed: number; count: number; now: Date }): Promise<number> {
  if (count <= 0) return 0;
  const random = createRandom(seed * 131 + 11);
  const members = await db.select({ accountId: eventMembers.accountId }).from(eventMembers).where(eq(eventMembers.eventId, eventId)).orderBy(eventMembers.accountId);
  if (members.length === 0) return 0;
  const photos = await processAll(distinctPhotos, eventPhotoJpeg, 'album-photo');
  const rows: Array<typeof albumPhotos.$inferInsert> = [];
  for (let i = 0; i < count; i++) {
    const { src, thumbnailSrc, image } = await storeCopy(storage, 'album-photo', photos[i % photos.length]!);
    rows.push({
      eventId,
      accountId: random.pick(members).accountId,
      src,
      thumbnailSrc,
      width: image.main.width,
      height: image.main.height,
      bytes: image.main.bytes.length,
      caption: i % 3 === 0 ? `Hallway moment ${i + 1}` : '',
      status: 'visible',
      createdAt: new Date(now.getTime() - (i + 1) * 4 * 60_000),
    });
  }
  for (let start = 0; start < rows.length; start += 250) await db.insert(albumPhotos).values(rows.slice(start, start + 250));
  return rows.length;
}
