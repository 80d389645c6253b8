import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { albumLikes } from '../db/schema/album-likes.ts';
import { albumPhotos } from '../db/schema/album-photos.ts';
import { imageWorkAnyTime } from '../services/uploads/image-work.ts';
import { saveUpload } from '../services/uploads/save-upload.ts';
import type { UploadStorage } from '../services/uploads/storage.ts';

// A dozen photos in the demo conference's album, made here (no image files in the repository):
// a soft sky, a horizon and a few "lights", different for each, through the real upload pipeline
// (re-encoded, thumbnails), with captions and some likes.

const captions = [
  'Doors open: the queue for badges',
  'Opening keynote, full room',
  'Coffee break in the atrium',
  'Workshop on offline-first apps',
  'The hallway track in action',
  'Lunch on the terrace',
  'Lightning talks',
  'Sponsor booths, afternoon rush',
  'Panel: the future of events',
  'Sunset from the rooftop',
  'Closing remarks',
  'Group photo!',
];

function demoPicture(index: number): Promise<Buffer> {
  const hue = (index * 37) % 360;
  const lights = Array.from({ length: 6 }, (_, i) => {
    const x = 80 + ((index * 131 + i * 173) % 1040);
    const y = 420 + ((index * 53 + i * 97) % 300);
    return `<circle cx="${x}" cy="${y}" r="${30 + ((i * 17 + index) % 50)}" fill="hsl(${(hue + 40 * i) % 360} 80% 65%)" opacity="0.7"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 35%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 70% 75%)"/></linearGradient></defs>
    <rect width="1200" height="800" fill="url(#sky)"/>
    <rect y="560" width="1200" height="240" fill="hsl(${(hue + 180) % 360} 25% 22%)"/>
    ${lights}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** Adds the photos once (an album that already has photos is left alone). Answers how many were added. */
export async function seedDemoAlbum(
  db: Db,
  storage: UploadStorage,
  { eventId, uploaderIds, likerIds, now }: { eventId: string; uploaderIds: readonly string[]; likerIds: readonly string[]; now: Date },
): Promise<number> {
  if (uploaderIds.length === 0) return 0;
  const [existing] = await db.select({ total: count() }).from(albumPhotos).where(eq(albumPhotos.eventId, eventId));
  if ((existing?.total ?? 0) > 0) return 0;
  const clock = { now: () => now };
  for (const [index, caption] of captions.entries()) {
    const accountId = uploaderIds[index % uploaderIds.length]!;
    const upload = await saveUpload({ db, clock, images: imageWorkAnyTime }, storage, { accountId, purpose: 'album-photo', bytes: await demoPicture(index) });
    // Spread over the last few hours, the first caption oldest.
    const createdAt = new Date(now.getTime() - (captions.length - index) * 23 * 60_000);
    const likers = likerIds.filter((_, i) => (i + index) % 3 !== 0).slice(0, (index * 5) % 7);
    const [row] = await db
      .insert(albumPhotos)
      .values({ eventId, accountId, src: upload.src, thumbnailSrc: upload.thumbnailSrc, width: upload.width, height: upload.height, bytes: upload.bytes, caption, status: 'visible', createdAt })
      .returning({ id: albumPhotos.id });
    if (likers.length && row) {
      await db.insert(albumLikes).values(likers.map((likerId) => ({ photoId: row.id, accountId: likerId, createdAt })));
      await db.update(albumPhotos).set({ likes: sql`${likers.length}` }).where(eq(albumPhotos.id, row.id));
    }
  }
  return captions.length;
}
