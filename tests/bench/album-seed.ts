// Set-up of the album bench: the demo conference (seeded by the server, album switched on) with its
// album filled to 2,000 photos. Twenty distinct pictures go through the upload pipeline's
// re-encoder (processImage: WebP, EXIF gone, 320 px thumbnails) once; every photo then gets its own
// stored files under fresh random names (so every thumbnail is its own URL, as on a real album)
// and its row, inserted in chunks. Pictures are a gradient with lights, a coarse texture and grain,
// so thumbnails weigh about what a photo's do (10–20 kB), not what a flat test card would.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { count, eq, like, ne, and } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '#server/db/client.ts';
import { accounts } from '#server/db/schema/accounts.ts';
import { albumPhotos } from '#server/db/schema/album-photos.ts';
import { processImage, type ProcessedImage } from '#server/services/uploads/process-image.ts';
import { createLocalStorage } from '#server/services/uploads/storage.ts';

const distinctPictures = 20;

/** A deterministic pseudo-random sequence (the same album on every run). */
function randomSequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A 960×720 JPEG: a two-colour gradient, a horizon, a few soft lights and grain. */
export async function benchPicture(index: number, width = 960, height = 720): Promise<Buffer> {
  const random = randomSequence(index * 7919 + 1);
  const pixels = Buffer.alloc(width * height * 3);
  const top = [random() * 255, random() * 255, random() * 255];
  const bottom = [random() * 255, random() * 255, random() * 255];
  const horizon = height * (0.5 + random() * 0.3);
  const lights = Array.from({ length: 5 }, () => ({ x: random() * width, y: random() * height, r: 30 + random() * 90 }));
  // Texture in 5 px cells (people, chairs, leaves at this scale): it survives the thumbnail's downscale.
  const cell = 5;
  const columns = Math.ceil(width / cell);
  const texture = Array.from({ length: columns * Math.ceil(height / cell) }, () => (random() - 0.5) * 70);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = y / height;
      let glow = 0;
      for (const light of lights) {
        const d = Math.hypot(x - light.x, y - light.y);
        if (d < light.r) glow += (1 - d / light.r) * 90;
      }
      const ground = y > horizon ? 0.45 : 1;
      for (let c = 0; c < 3; c++) {
        const base = (top[c]! * (1 - t) + bottom[c]! * t) * ground + glow + texture[Math.floor(y / cell) * columns + Math.floor(x / cell)]!;
        pixels[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, base + (random() - 0.5) * 24));
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

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
  for (let i = 0; i < distinctPictures; i++) processed.push(await processImage(await benchPicture(i), 'album-photo'));
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
